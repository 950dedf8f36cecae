import { msg } from '@lingui/core/macro'
import { useLingui } from '@lingui/react'
import { Plural, Trans } from '@lingui/react/macro'
import type { SingleItineraryResponse } from '@rihla/api-contract/hotels'
import { useLocale } from '@rihla/core'
import { formatDateRange, formatNumber } from '@rihla/i18n'
import { Fact, FactList } from '@rihla/ui-kit/fact-list'
import { RoomsAndGuests } from '../RoomsField/RoomsAndGuests'
import * as styles from './HotelFacts.css'

/** The hotel's facts: the stay searched, where it is, how far from the Haram or the centre, its rating. */
export function HotelOverview({ details }: { details: SingleItineraryResponse }) {
  const { i18n } = useLingui()
  const locale = useLocale()
  const { hotel, search, nights } = details
  const km = formatNumber(hotel.distance.meters / 1000, locale, { maximumFractionDigits: 1 })
  return (
    <FactList>
      <Fact term={<Trans>Your stay</Trans>}>
        {formatDateRange(search.checkIn, search.checkOut, locale, { dateStyle: 'medium' })} ·{' '}
        <Plural value={nights} one="# night" other="# nights" />
      </Fact>
      <Fact term={<Trans>Rooms and guests</Trans>}>
        <RoomsAndGuests rooms={search.rooms} />
      </Fact>
      <Fact term={<Trans>Location</Trans>}>
        <Trans>
          {hotel.district}, {hotel.city.name}
        </Trans>
      </Fact>
      <Fact term={<Trans>Distance</Trans>}>
        <Trans>
          {km} km from {hotel.distance.name}
        </Trans>
      </Fact>
      <Fact term={<Trans>Guest rating</Trans>}>
        {i18n._(
          msg`Rated ${i18n.number(hotel.rating, { maximumFractionDigits: 1 })} out of 10 (${hotel.reviewCount} reviews)`,
        )}
      </Fact>
    </FactList>
  )
}

/** The hotel's policies: check-in and check-out times, and how cancellation and lead guests work here. */
export function HotelPolicies({ hotel }: { hotel: SingleItineraryResponse['hotel'] }) {
  return (
    <div className={styles.panel}>
      <FactList>
        <Fact term={<Trans>Check-in time</Trans>}>
          <Trans>From {hotel.checkInTime}</Trans>
        </Fact>
        <Fact term={<Trans>Check-out time</Trans>}>
          <Trans>Until {hotel.checkOutTime}</Trans>
        </Fact>
      </FactList>
      <p className={styles.note}>
        <Trans>
          Each rate says whether it can be cancelled free of charge and until when. A non-refundable rate
          costs less but is not refunded if you cancel.
        </Trans>
      </p>
      <p className={styles.note}>
        <Trans>
          Each room needs one lead guest aged 18 or over, named at booking. Children stay in the room their
          ages were searched with.
        </Trans>
      </p>
    </div>
  )
}
