import { Trans } from '@lingui/react/macro'
import { createLazyRoute, useNavigate } from '@tanstack/react-router'
import { useAtom } from 'jotai'
import { HotelSearchForm } from '../components/HotelSearchForm/HotelSearchForm'
import { PopularDestinations } from '../components/PopularDestinations/PopularDestinations'
import { resultsLocation } from '../address'
import { hotelSearchFormAtom } from '../state'
import * as styles from './screens.css'

/** The hotels home: the search form and popular destinations. */
function HotelsHome() {
  const [form, setForm] = useAtom(hotelSearchFormAtom)
  const navigate = useNavigate()

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
        onSearch={(criteria, values) =>
          void navigate(resultsLocation(criteria, values.destination?.name ?? criteria.destination))
        }
      />
      <PopularDestinations onPick={(destination) => setForm({ ...form, destination })} />
    </div>
  )
}

export const Route = createLazyRoute('/{-$locale}/best-hotels-in-saudi-arabia')({ component: HotelsHome })
