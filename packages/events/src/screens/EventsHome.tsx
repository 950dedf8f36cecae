import { DEFAULT_CURRENCY } from '@rihla/api-contract'
import { useLingui } from '@lingui/react'
import { Trans } from '@lingui/react/macro'
import { useApi, useLocale, useVisitorCurrency } from '@rihla/core'
import { Link } from '@rihla/core/routing'
import { lazyAfterHydration } from '@rihla/ui-kit/after-hydration'
import { Badge } from '@rihla/ui-kit/badge'
import { useSuspenseQuery } from '@tanstack/react-query'
import { createLazyRoute } from '@tanstack/react-router'
import type { ErrorComponentProps } from '@tanstack/react-router'
import type { ReactNode } from 'react'
import { EventGrid } from '../components/EventCard/EventCard'
import { EventsLoadError } from '../components/EventsLoadError/EventsLoadError'
import { eventsQueries } from '../queries'
import * as styles from './screens.css'

// The lists are in the server's page from the start; the search's code (its fields and pickers) loads
// once the page has hydrated.
const EventSearch = lazyAfterHydration(() =>
  import('../components/EventSearch/EventSearch').then((module) => module.EventSearch),
)

function HomePage({ children }: { children: ReactNode }) {
  return (
    <div className={styles.page}>
      <header className={styles.hero}>
        <h1 className={styles.title}>
          <Trans>Events in Saudi Arabia</Trans>
        </h1>
        <p className={styles.lead}>
          <Trans>
            Seasons, concerts, races and festivals across the Kingdom: choose a date and your passes.
          </Trans>
        </p>
      </header>
      {children}
    </div>
  )
}

/** The events home: a search, the featured events, the categories and the next events on sale. */
function EventsHome() {
  const { i18n } = useLingui()
  const api = useApi()
  const locale = useLocale()
  const currency = useVisitorCurrency() ?? DEFAULT_CURRENCY
  const { data: home } = useSuspenseQuery(eventsQueries.home(api, locale, currency))
  return (
    <HomePage>
      <EventSearch cities={home.cities} />
      <section className={styles.section} aria-labelledby="event-categories">
        <h2 id="event-categories" className={styles.sectionTitle}>
          <Trans>Categories</Trans>
        </h2>
        <ul className={styles.chips}>
          {home.categories.map((category) => (
            <li key={category.id}>
              <Link
                to="/{-$locale}/events/$slug"
                params={{ slug: category.id }}
                appearance="secondary"
                size="sm"
              >
                {category.name} <Badge>{i18n.number(category.upcoming)}</Badge>
              </Link>
            </li>
          ))}
        </ul>
      </section>
      {[
        { id: 'event-featured', title: <Trans>Featured events</Trans>, events: home.featured },
        { id: 'event-upcoming', title: <Trans>Coming up</Trans>, events: home.upcoming },
      ].map((list) => (
        <section key={list.id} className={styles.section} aria-labelledby={list.id}>
          <h2 id={list.id} className={styles.sectionTitle}>
            {list.title}
          </h2>
          <EventGrid events={list.events} />
        </section>
      ))}
    </HomePage>
  )
}

export const Route = createLazyRoute('/{-$locale}/events-in-saudi-arabia')({
  component: EventsHome,
  errorComponent: (props: ErrorComponentProps) => (
    <HomePage>
      <EventsLoadError {...props} />
    </HomePage>
  ),
})
