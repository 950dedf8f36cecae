import { Trans } from '@lingui/react/macro'
import { lazyAfterHydration } from '@rihla/ui-kit/after-hydration'
import { createLazyRoute } from '@tanstack/react-router'
import * as styles from './screens.css'

// The form's code (pickers, counters and the contract's checks) loads once the page has hydrated, so
// the page answers sooner and the form a moment later.
const TrainSearch = lazyAfterHydration(() =>
  import('../components/TrainSearchForm/TrainSearch').then((module) => module.TrainSearch),
)

/** The train home: the search across the Haramain, East and North lines. */
function TrainHome() {
  return (
    <div className={styles.page}>
      <header className={styles.hero}>
        <h1 className={styles.title}>
          <Trans>Trains in Saudi Arabia</Trans>
        </h1>
        <p className={styles.lead}>
          <Trans>
            The Haramain high-speed railway and SAR's East and North lines: choose your seats in the coach, up
            to 4 per booking.
          </Trans>
        </p>
      </header>
      <TrainSearch />
    </div>
  )
}

export const homeRoute = createLazyRoute('/{-$locale}/train')({ component: TrainHome })
export const searchRoute = createLazyRoute('/{-$locale}/train/search')({ component: TrainHome })
