import { msg } from '@lingui/core/macro'
import { useLingui } from '@lingui/react'
import { Plural, Trans } from '@lingui/react/macro'
import type { HotelOffer } from '@rihla/api-contract/hotels'
import { useLocale, useMoney } from '@rihla/core'
import { formatNumber } from '@rihla/i18n'
import { Link } from '@rihla/core/routing'
import { Badge } from '@rihla/ui-kit/badge'
import { memo } from 'react'
import * as styles from './HotelCard.css'

/**
 * A hotel's stars, where it is and how far from the Haram or the centre (what the Nearest order sorts
 * by), one line under its name.
 */
export function HotelPlace({ hotel, className }: { hotel: HotelOffer['hotel']; className: string }) {
  const locale = useLocale()
  const km = formatNumber(hotel.distance.meters / 1000, locale, { maximumFractionDigits: 1 })
  return (
    <p className={className}>
      <span>
        <Plural value={hotel.stars} one="# star" other="# stars" />
      </span>
      <span>
        <Trans>
          {hotel.district}, {hotel.city.name}
        </Trans>
      </span>
      <span>
        <Trans>
          {km} km from {hotel.distance.name}
        </Trans>
      </span>
    </p>
  )
}

/**
 * One hotel of the results: where it is, its stars and rating, the price per night and for the stay, and
 * its rooms on the detail page of the search's session `refId`.
 */
export const HotelCard = memo(function HotelCard({ offer, refId }: { offer: HotelOffer; refId: string }) {
  const { i18n } = useLingui()
  const money = useMoney()
  const { hotel } = offer
  const photo = hotel.photos[0]
  return (
    <article className={styles.card} aria-labelledby={`hotel-${offer.id}`}>
      {photo ? (
        <img
          className={styles.photo}
          src={photo.src}
          srcSet={`${photo.src} 1x, ${photo.src2x} 2x`}
          alt={photo.caption}
          loading="lazy"
          width={240}
          height={160}
        />
      ) : null}
      <div className={styles.body}>
        <h2 id={`hotel-${offer.id}`} className={styles.name}>
          {hotel.name}
        </h2>
        <HotelPlace hotel={hotel} className={styles.meta} />
        <p className={styles.meta}>
          <Trans>
            Rated {i18n.number(hotel.rating, { maximumFractionDigits: 1 })} out of 10 ({hotel.reviewCount}{' '}
            reviews)
          </Trans>
        </p>
        {offer.freeCancellation ? (
          <Badge tone="success">
            <Trans>Free cancellation</Trans>
          </Badge>
        ) : null}
      </div>
      <div className={styles.price}>
        {offer.available && offer.perNight && offer.total ? (
          <>
            <p className={styles.perNight}>
              <Trans>{money(offer.perNight)} per night</Trans>
            </p>
            <p className={styles.stay}>
              <Trans>{money(offer.total)} in total, taxes included</Trans>
            </p>
            <p className={styles.stay}>
              <Plural value={offer.nights} one="# night" other="# nights" />
            </p>
            <Link
              to="/{-$locale}/hotels/detail/$refId/$itineraryRefId"
              params={{ refId, itineraryRefId: offer.id }}
              appearance="primary"
              size="sm"
              aria-label={i18n._(msg`See rooms at ${hotel.name}`)}
            >
              <Trans>See rooms</Trans>
            </Link>
          </>
        ) : (
          <p className={styles.stay}>
            <Trans>No rooms left for these dates</Trans>
          </p>
        )}
      </div>
    </article>
  )
})
