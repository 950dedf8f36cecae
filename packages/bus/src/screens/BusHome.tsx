import { Trans } from '@lingui/react/macro'
import { lazyAfterHydration } from '@rihla/ui-kit/after-hydration'
import { createLazyRoute } from '@tanstack/react-router'
import * as styles from './screens.css'

// The page's words are in the server's HTML from the start; the form's code (fields, calendar, the
// contract's checks) loads once the page has hydrated.
const BusSearch = lazyAfterHydration(() =>
  import('../components/BusSearchForm/BusSearch').then((module) => module.BusSearch),
)

/** `/bus/search`: the bus search and what buying a seat early is worth (SPEC.md §1). */
function BusHome() {
  return (
    <div className={styles.page}>
      <header className={styles.heading}>
        <h1 className={styles.title}>
          <Trans>Bus tickets in Saudi Arabia</Trans>
        </h1>
        <p className={styles.lead}>
          <Trans>Intercity coaches by SAPTCO and SAT between the Kingdom’s cities, standard or VIP.</Trans>
        </p>
      </header>
      <BusSearch />
      <ul className={styles.promises}>
        <li className={styles.promise}>
          <p className={styles.promiseTitle}>
            <Trans>The earlier you buy, the bigger the discount</Trans>
          </p>
          <p className={styles.muted}>
            <Trans>Seats bought weeks ahead cost less: the discount is shown on every fare.</Trans>
          </p>
        </li>
        <li className={styles.promise}>
          <p className={styles.promiseTitle}>
            <Trans>Bundles of up to 70% off</Trans>
          </p>
          <p className={styles.muted}>
            <Trans>Travel a route often? Trip bundles cost less per trip.</Trans>
          </p>
        </li>
      </ul>
    </div>
  )
}

export const Route = createLazyRoute('/{-$locale}/bus/search')({ component: BusHome })
