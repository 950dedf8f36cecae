import { msg } from '@lingui/core/macro'
import { useLingui } from '@lingui/react'
import { Trans } from '@lingui/react/macro'
import { useApi, useLocale } from '@rihla/core'
import { Link } from '@rihla/core/routing'
import { formatNumber } from '@rihla/i18n'
import { Badge } from '@rihla/ui-kit/badge'
import { Button } from '@rihla/ui-kit/button'
import { EmptyState } from '@rihla/ui-kit/empty-state'
import { ErrorState } from '@rihla/ui-kit/error-state'
import { Skeleton } from '@rihla/ui-kit/skeleton'
import { useSuspenseQuery } from '@tanstack/react-query'
import { createLazyRoute, getRouteApi, useRouter } from '@tanstack/react-router'
import CalendarClock from 'lucide-react/icons/calendar-clock'
import { AirlineRoutes } from '../components/AirlineInfo/AirlineRoutes'
import { FareFamilyCards } from '../components/AirlineInfo/FareFamilyCards'
import * as info from '../components/AirlineInfo/AirlineInfo.css'
import { flightsQueries } from '../queries'
import * as styles from './screens.css'

const route = getRouteApi('/{-$locale}/flights/$pageSlug')

/** `/flights/{pageSlug}`: who the airline is, the fares it sells and where it flies from here. */
function AirlinePage() {
  const { i18n } = useLingui()
  const api = useApi()
  const locale = useLocale()
  const { pageSlug } = route.useParams()
  const { data: airline } = useSuspenseQuery(flightsQueries.airlinePage(api, locale, pageSlug))
  const name = airline.name
  const otherLocale = locale === 'ar' ? 'en' : 'ar'
  const otherName = airline.names[otherLocale]
  const routeCount = formatNumber(airline.routeCount, locale)
  return (
    <div className={styles.page}>
      <header className={info.header}>
        <div className={info.titleRow}>
          <span className={info.code} aria-hidden>
            {airline.code}
          </span>
          <div>
            <h1 className={styles.title}>{airline.name}</h1>
            {otherName !== airline.name ? (
              <p className={info.otherName} lang={otherLocale} dir={otherLocale === 'ar' ? 'rtl' : 'ltr'}>
                {otherName}
              </p>
            ) : null}
          </div>
        </div>
        <div className={info.badges}>
          <Badge tone={airline.lowCost ? 'accent' : 'primary'}>
            {airline.lowCost ? <Trans>Low-cost airline</Trans> : <Trans>Full-service airline</Trans>}
          </Badge>
          {airline.alliance ? <Badge tone="info">{airline.alliance.name}</Badge> : null}
        </div>
      </header>

      <dl className={info.facts}>
        <div className={info.fact}>
          <dt className={info.factName}>
            <Trans>IATA code</Trans>
          </dt>
          <dd className={info.factValue}>{airline.code}</dd>
        </div>
        <div className={info.fact}>
          <dt className={info.factName}>
            <Trans>ICAO code</Trans>
          </dt>
          <dd className={info.factValue}>{airline.icao}</dd>
        </div>
        <div className={info.fact}>
          <dt className={info.factName}>
            <Trans>Country</Trans>
          </dt>
          <dd className={info.factValue}>{airline.country.name}</dd>
        </div>
        <div className={info.fact}>
          <dt className={info.factName}>
            <Trans>Alliance</Trans>
          </dt>
          <dd className={info.factValue}>{airline.alliance?.name ?? <Trans>None</Trans>}</dd>
        </div>
        {airline.hubs.length ? (
          <div className={info.fact}>
            <dt className={info.factName}>
              <Trans>Hubs</Trans>
            </dt>
            <dd className={info.factValue}>
              {airline.hubs.map((hub) => `${hub.city} (${hub.iata})`).join(i18n._(msg`, `))}
            </dd>
          </div>
        ) : null}
      </dl>

      <section className={info.section} aria-labelledby="airline-fares">
        <h2 id="airline-fares" className={info.sectionTitle}>
          <Trans>Fare families</Trans>
        </h2>
        <FareFamilyCards families={airline.fareFamilies} labelledBy="airline-fares" />
        <p className={info.note}>
          <CalendarClock size={24} aria-hidden />
          <span>
            <Trans>
              Change your booking up to 48 hours before departure, on every fare that allows changes.
            </Trans>
          </span>
        </p>
      </section>

      <section className={info.section} aria-labelledby="airline-routes">
        <h2 id="airline-routes" className={info.sectionTitle}>
          <Trans>Popular routes</Trans>
        </h2>
        {airline.routes.length ? (
          <>
            <p className={styles.lead}>
              <Trans>
                {name} flies {routeCount} direct routes with us. Each search below looks a week ahead; you can
                change the date on the results page.
              </Trans>
            </p>
            <AirlineRoutes routes={airline.routes} labelledBy="airline-routes" />
          </>
        ) : (
          <EmptyState
            headingLevel={3}
            title={i18n._(msg`No direct routes with us yet`)}
            description={i18n._(msg`${name} may still fly part of a journey with connections.`)}
            actions={
              <Link to="/{-$locale}/cheap-flights-in-saudi-arabia" appearance="primary">
                <Trans>Search flights</Trans>
              </Link>
            }
          />
        )}
      </section>
    </div>
  )
}

/** The airline's page data, loading. */
function AirlinePageLoading() {
  const { i18n } = useLingui()
  return (
    <div className={styles.page} role="status" aria-label={i18n._(msg`Loading airline`)}>
      <Skeleton lines={10} />
    </div>
  )
}

/** The airline could not be loaded (an unknown one is the site's not-found): try again, or search. */
function AirlinePageError() {
  const { i18n } = useLingui()
  const router = useRouter()
  return (
    <div className={styles.page}>
      <ErrorState
        headingLevel={1}
        role="alert"
        title={i18n._(msg`We couldn’t load this airline`)}
        description={i18n._(msg`Please check your connection and try again.`)}
        actions={
          <>
            <Button variant="primary" onPress={() => void router.invalidate()}>
              <Trans>Try again</Trans>
            </Button>
            <Link to="/{-$locale}/cheap-flights-in-saudi-arabia" appearance="secondary">
              <Trans>Search flights</Trans>
            </Link>
          </>
        }
      />
    </div>
  )
}

export const Route = createLazyRoute('/{-$locale}/flights/$pageSlug')({
  component: AirlinePage,
  pendingComponent: AirlinePageLoading,
  errorComponent: AirlinePageError,
})
