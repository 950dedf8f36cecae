import type { MessageDescriptor } from '@lingui/core'
import { msg } from '@lingui/core/macro'
import { useLingui } from '@lingui/react'
import { Trans } from '@lingui/react/macro'
import type { HotelSuggestion } from '@rihla/api-contract/hotels'
import { Button } from '@rihla/ui-kit/button'
import * as styles from './PopularDestinations.css'

// The cities the hotel catalogue covers best; their ids are the server's suggestion ids (`city:{name}`).
const CITIES: readonly { id: string; name: MessageDescriptor; note: MessageDescriptor }[] = [
  { id: 'city:Makkah', name: msg`Makkah`, note: msg`Hotels near the Haram` },
  { id: 'city:Madinah', name: msg`Madinah`, note: msg`Hotels near the Prophet’s Mosque` },
  { id: 'city:Riyadh', name: msg`Riyadh`, note: msg`The capital` },
  { id: 'city:Jeddah', name: msg`Jeddah`, note: msg`On the Red Sea coast` },
  { id: 'city:Al Khobar', name: msg`Al Khobar`, note: msg`The Eastern Province` },
  { id: 'city:AlUla', name: msg`AlUla`, note: msg`Heritage and desert` },
]

export interface PopularDestinationsProps {
  /** Fills the search form's destination. */
  onPick: (destination: HotelSuggestion) => void
}

/** Popular destinations: one press puts the city in the search form. */
export function PopularDestinations({ onPick }: PopularDestinationsProps) {
  const { i18n } = useLingui()
  return (
    <section className={styles.section} aria-labelledby="popular-destinations">
      <h2 id="popular-destinations" className={styles.title}>
        <Trans>Popular destinations</Trans>
      </h2>
      <ul className={styles.list}>
        {CITIES.map((city) => (
          <li key={city.id}>
            <Button
              variant="secondary"
              isFullWidth
              className={styles.city}
              onPress={() =>
                onPick({
                  id: city.id,
                  kind: 'city',
                  name: i18n._(city.name),
                  context: i18n._(msg`Saudi Arabia`),
                  hotels: 0,
                })
              }
            >
              <span className={styles.name}>{i18n._(city.name)}</span>
              <span className={styles.note}>{i18n._(city.note)}</span>
            </Button>
          </li>
        ))}
      </ul>
    </section>
  )
}
