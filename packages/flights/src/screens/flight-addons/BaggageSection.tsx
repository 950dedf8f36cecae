import { msg } from '@lingui/core/macro'
import { useLingui } from '@lingui/react'
import { Trans } from '@lingui/react/macro'
import { modalAtom, useApi, useLocale } from '@rihla/core'
import { formatNumber } from '@rihla/i18n'
import { Badge } from '@rihla/ui-kit/badge'
import { Button } from '@rihla/ui-kit/button'
import { Skeleton } from '@rihla/ui-kit/skeleton'
import { useQuery } from '@tanstack/react-query'
import { useSetAtom } from 'jotai'
import { baggageChoiceOf, undecidedBaggageLegs } from '../../addons'
import { IncludedBaggage } from '../../components/BaggageDialog/BaggageDialog'
import { flightsQueries } from '../../queries'
import * as styles from '../FlightAddons.css'
import { AddonSection, OptionsError } from './AddonSection'
import type { StepProps } from './stepProps'

export function BaggageSection({ refId, quote, draft, travellers, labels }: StepProps) {
  const { i18n } = useLingui()
  const api = useApi()
  const locale = useLocale()
  const options = useQuery(flightsQueries.baggageOptions(api, locale, refId))
  const openBaggage = useSetAtom(modalAtom('baggageUpgrade'))
  const undecided = undecidedBaggageLegs(quote.fare, quote.itinerary.legs.length, draft, options.data ?? [])
  return (
    <AddonSection
      title={<Trans>Baggage</Trans>}
      action={
        <Button variant="secondary" isDisabled={!options.isSuccess} onPress={() => openBaggage(true)}>
          {draft.baggage.length ? <Trans>Change baggage</Trans> : <Trans>Add extra baggage</Trans>}
        </Button>
      }
    >
      <IncludedBaggage fare={quote.fare} />
      {options.isPending ? (
        <div role="status" aria-label={i18n._(msg`Loading baggage options`)}>
          <Skeleton lines={2} />
        </div>
      ) : options.isError ? (
        <OptionsError
          title={i18n._(msg`Baggage options could not be loaded`)}
          onRetry={() => void options.refetch()}
        />
      ) : (
        <ul className={styles.chosen}>
          {quote.itinerary.legs.map((leg, legIndex) => {
            const bought = travellers.flatMap((traveller) => {
              const option = baggageChoiceOf(draft.baggage, options.data, traveller.index, legIndex)
              if (!option) return []
              const name = labels.traveller(traveller)
              const kg = formatNumber(option.kg, locale)
              return [i18n._(msg`${name}: +${kg} kg`)]
            })
            return (
              <li key={legIndex} className={styles.chosenGroup}>
                <span className={styles.route} dir="ltr">
                  {labels.leg(leg)}
                </span>
                {bought.length ? (
                  <ul className={styles.travellerChoices}>
                    {bought.map((line) => (
                      <li key={line}>{line}</li>
                    ))}
                  </ul>
                ) : undecided.includes(legIndex) ? (
                  <span>
                    <Badge tone="warning">{i18n._(msg`Choose extra baggage or none`)}</Badge>
                  </span>
                ) : (
                  <span>{i18n._(msg`No extra baggage`)}</span>
                )}
              </li>
            )
          })}
        </ul>
      )}
    </AddonSection>
  )
}
