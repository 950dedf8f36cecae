import { Trans } from '@lingui/react/macro'
import { createLazyRoute } from '@tanstack/react-router'
import { useAtom } from 'jotai'
import { HotelSearchForm } from '../components/HotelSearchForm/HotelSearchForm'
import { PopularDestinations } from '../components/PopularDestinations/PopularDestinations'
import { hotelSearchFormAtom } from '../state'
import * as styles from './screens.css'

/** The hotels home: the search form and popular destinations. */
function HotelsHome() {
  const [form, setForm] = useAtom(hotelSearchFormAtom)

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
      <HotelSearchForm
        values={form}
        onChange={setForm}
        onSearch={() => {
          // The results screen (`/hotels/{place}`) is the next piece of issue 14; until it lands the
          // form keeps the checked search.
        }}
      />
      <PopularDestinations onPick={(destination) => setForm({ ...form, destination })} />
    </div>
  )
}

export const Route = createLazyRoute('/{-$locale}/best-hotels-in-saudi-arabia')({ component: HotelsHome })
