import { msg } from '@lingui/core/macro'
import { useLingui } from '@lingui/react'
import { Trans } from '@lingui/react/macro'
import type { AirlineRoute } from '@rihla/api-contract/flights'
import { daysLater } from '@rihla/api-contract/dates'
import { useLocale } from '@rihla/core'
import { Link } from '@rihla/core/routing'
import { formatNumber } from '@rihla/i18n'
import { Card } from '@rihla/ui-kit/card'
import { VisuallyHidden } from '@rihla/ui-kit/visually-hidden'
import ArrowRight from 'lucide-react/icons/arrow-right'
import { resultsLocation } from '../../address'
import { useFlightLabels } from '../labels'
import * as styles from './AirlineInfo.css'

/** Route links search a week from today: soon enough to be useful, far enough to have seats. */
const DAYS_AHEAD = 7

function RouteCard({ route, date }: { route: AirlineRoute; date: string }) {
  const { i18n } = useLingui()
  const locale = useLocale()
  const labels = useFlightLabels()
  const from = route.origin.city
  const to = route.destination.city
  const distance = formatNumber(route.distanceKm, locale)
  const duration = labels.duration(route.durationMinutes)
  return (
    <Card as="li" elevation="flat">
      <p className={styles.routeCities}>
        <span>
          {from} ({route.origin.iata})
        </span>{' '}
        {/* The arrow stays with the destination when the line wraps. */}
        <span className={styles.routeEnd}>
          <ArrowRight size={16} aria-hidden className={styles.directional} />
          <VisuallyHidden>
            <Trans>to</Trans>
          </VisuallyHidden>
          <span>
            {to} ({route.destination.iata})
          </span>
        </span>
      </p>
      <p className={styles.routeFacts}>
        <Trans>
          Direct, about {duration} · {distance} km
        </Trans>
      </p>
      <Link
        {...resultsLocation(
          {
            tripType: 'one_way',
            legs: [{ origin: route.origin.iata, destination: route.destination.iata, date }],
          },
          { from: route.origin.city, to: route.destination.city },
        )}
        appearance="secondary"
        size="sm"
        className={styles.routeAction}
        aria-label={i18n._(msg`Search flights from ${from} to ${to}`)}
      >
        <Trans>Search flights</Trans>
      </Link>
    </Card>
  )
}

/** The airline's busiest nonstop routes, each a link to its results a week ahead. */
export function AirlineRoutes({ routes, labelledBy }: { routes: AirlineRoute[]; labelledBy: string }) {
  const date = daysLater(DAYS_AHEAD)
  return (
    <ul className={styles.cardGrid} aria-labelledby={labelledBy}>
      {routes.map((route) => (
        <RouteCard key={`${route.origin.iata}-${route.destination.iata}`} route={route} date={date} />
      ))}
    </ul>
  )
}
