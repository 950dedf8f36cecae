import { Trans } from '@lingui/react/macro'
import { createLazyRoute } from '@tanstack/react-router'
import { lazyAfterHydration } from '@rihla/ui-kit/after-hydration'
import BadgePercent from 'lucide-react/icons/badge-percent'
import CalendarClock from 'lucide-react/icons/calendar-clock'
import Coins from 'lucide-react/icons/coins'
import { AirlineLinks } from '../components/AirlineInfo/AirlineLinks'
import * as styles from './screens.css'

// The form is in the server's page from the start; its code (the fields, pickers and validation) loads
// once the page has hydrated, so the page answers sooner and the form a moment later.
const FlightsSearch = lazyAfterHydration(() =>
  import('../components/SearchForm/FlightsSearch').then((module) => module.FlightsSearch),
)

/** The flights home: the search form and why to book here. */
function FlightsHome() {
  return (
    <div className={styles.page}>
      <header className={styles.hero}>
        <h1 className={styles.title}>
          <Trans>Cheap flights in Saudi Arabia</Trans>
        </h1>
        <p className={styles.lead}>
          <Trans>Compare fares across airlines and book in a few steps.</Trans>
        </p>
      </header>
      <FlightsSearch />
      <section className={styles.claims} aria-labelledby="flight-claims">
        <h2 id="flight-claims" className={styles.sectionTitle}>
          <Trans>Why book your flight with Rihla</Trans>
        </h2>
        <ul className={styles.claimList}>
          <li className={styles.claim}>
            <Coins size={24} aria-hidden />
            <span>
              <Trans>Pay in 17+ currencies, with prices shown in yours.</Trans>
            </span>
          </li>
          <li className={styles.claim}>
            <CalendarClock size={24} aria-hidden />
            <span>
              <Trans>Change your booking up to 48 hours before departure.</Trans>
            </span>
          </li>
          <li className={styles.claim}>
            <BadgePercent size={24} aria-hidden />
            <span>
              <Trans>See the lowest fare of each day before you choose a date.</Trans>
            </span>
          </li>
        </ul>
      </section>
      <AirlineLinks />
    </div>
  )
}

export const Route = createLazyRoute('/{-$locale}/cheap-flights-in-saudi-arabia')({ component: FlightsHome })
