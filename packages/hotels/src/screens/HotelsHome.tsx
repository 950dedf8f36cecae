import { Trans } from '@lingui/react/macro'
import { lazyAfterHydration } from '@rihla/ui-kit/after-hydration'
import { createLazyRoute } from '@tanstack/react-router'
import { useSetAtom } from 'jotai'
import { PopularDestinations } from '../components/PopularDestinations/PopularDestinations'
import { hotelSearchFormAtom } from '../state'
import * as styles from './screens.css'

// The form is in the server's page from the start; its code (the fields, pickers, rooms editor and the
// contract's checks) loads once the page has hydrated, so the page answers sooner and the form a moment later.
const HotelsSearch = lazyAfterHydration(() =>
  import('../components/HotelSearchForm/HotelsSearch').then((module) => module.HotelsSearch),
)

/** The hotels home: the search form and popular destinations. */
function HotelsHome() {
  const setForm = useSetAtom(hotelSearchFormAtom)
  return (
    <div className={styles.page}>
      <header className={styles.hero}>
        <h1 className={styles.title}>
          <Trans>Hotels in Saudi Arabia</Trans>
        </h1>
        <p className={styles.lead}>
          <Trans>Compare hotels in Makkah, Madinah and across the Kingdom, and book in a few steps.</Trans>
        </p>
      </header>
      <HotelsSearch />
      <PopularDestinations onPick={(destination) => setForm((form) => ({ ...form, destination }))} />
    </div>
  )
}

export const Route = createLazyRoute('/{-$locale}/best-hotels-in-saudi-arabia')({ component: HotelsHome })
