import { msg } from '@lingui/core/macro'
import { useLingui } from '@lingui/react'
import { Trans } from '@lingui/react/macro'
import type { FeaturedEvent } from '@rihla/api-contract'
import { coreQueries, useApi, useLocale, useMoney } from '@rihla/core'
import { localePath } from '@rihla/core/routing'
import { formatDateRange, formatHijriDate } from '@rihla/i18n'
import { Badge } from '@rihla/ui-kit/badge'
import { Link } from '@rihla/ui-kit/link'
import { Skeleton } from '@rihla/ui-kit/skeleton'
import { useQuery } from '@tanstack/react-query'
import { useRouter } from '@tanstack/react-router'
import CalendarDays from 'lucide-react/icons/calendar-days'
import MapPin from 'lucide-react/icons/map-pin'
import { Artwork } from './Artwork'
import { Section } from './Section'
import { CardsLoading, SectionEmpty, SectionError } from './SectionStates'
import * as styles from './FeaturedEvents.css'

const EVENT_DETAIL_ROUTE = '/{-$locale}/events/detail/$slug'

function EventCard({ event, linked }: { event: FeaturedEvent; linked: boolean }) {
  const locale = useLocale()
  const money = useMoney()
  const title = event.title[locale]
  const price = money(event.priceFrom)
  return (
    <li className={styles.card}>
      <Artwork
        name={event.art}
        sizes="(min-width: 1024px) 24rem, (min-width: 640px) 45vw, 92vw"
        className={styles.image}
      />
      <div className={styles.body}>
        <Badge tone="primary">{event.category[locale]}</Badge>
        <h3 className={styles.title}>
          {linked ? (
            <Link
              href={localePath(`/events/detail/${event.slug}`, locale)}
              isQuiet
              tone="neutral"
              className={styles.link}
            >
              {title}
            </Link>
          ) : (
            title
          )}
        </h3>
        <p className={styles.line}>
          <MapPin size={16} aria-hidden />
          {event.venue[locale]}, {event.city[locale]}
        </p>
        <p className={styles.line}>
          <CalendarDays size={16} aria-hidden />
          <span>
            {formatDateRange(event.startsOn, event.endsOn, locale, {
              day: 'numeric',
              month: 'short',
              year: 'numeric',
            })}
            <span className={styles.hijri}>
              {' '}
              · {formatHijriDate(event.startsOn, locale, { day: 'numeric', month: 'long' })}
            </span>
          </span>
        </p>
        {price === null ? (
          <Skeleton width="7rem" height="1.5rem" />
        ) : (
          <p className={styles.price}>
            <Trans>
              From <strong>{price}</strong>
            </Trans>
          </p>
        )}
      </div>
    </li>
  )
}

/** The home page's featured events, with dates in both calendars and prices in the visitor's currency. */
export function FeaturedEvents() {
  const { i18n } = useLingui()
  const api = useApi()
  const router = useRouter()
  const settings = useQuery(coreQueries.settings(api))
  const events = settings.data?.home?.featuredEvents ?? []
  const linked = EVENT_DETAIL_ROUTE in router.routesByPath
  return (
    <Section
      id="events"
      title={<Trans>Featured events</Trans>}
      intro={<Trans>Seasons, concerts, races and festivals happening across the Kingdom.</Trans>}
    >
      {settings.isPending ? (
        <CardsLoading label={i18n._(msg`Loading events`)} />
      ) : settings.isError ? (
        <SectionError onRetry={() => void settings.refetch()} />
      ) : events.length === 0 ? (
        <SectionEmpty
          title={i18n._(msg`No featured events`)}
          description={i18n._(msg`Events appear here as soon as tickets go on sale.`)}
        />
      ) : (
        <ul className={styles.grid}>
          {events.map((event) => (
            <EventCard key={event.slug} event={event} linked={linked} />
          ))}
        </ul>
      )}
    </Section>
  )
}
