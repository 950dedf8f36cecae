import { useApi, useLocale, useVisitorCurrency } from '@rihla/core'
import { useQuery } from '@tanstack/react-query'
import { getRouteApi } from '@tanstack/react-router'
import { useAtom } from 'jotai'
import { useMemo, useState } from 'react'
import { criteriaOfAddress } from '../../address'
import { formOfResults } from '../../formOfResults'
import type { HotelSearchFormValues } from '../../formValues'
import { hotelsQueries } from '../../queries'
import { hotelSearchFormAtom } from '../../state'
import { HotelSearchForm } from './HotelSearchForm'
import { useSearchHotels } from './useSearchHotels'

const route = getRouteApi('/{-$locale}/hotels/$place')

/**
 * The results page's search form, showing the page's search until the visitor changes it. It is worked
 * out from the address and the search's answer as the page renders, never written to the form's state
 * before a change, so the server's page and the browser's hydration of it agree.
 */
export function ResultsSearch() {
  const search = route.useSearch()
  const { place } = route.useParams()
  const api = useApi()
  const locale = useLocale()
  const currency = useVisitorCurrency()
  const criteria = useMemo(() => criteriaOfAddress(search, currency), [search, currency])
  const results = useQuery({
    ...hotelsQueries.search(api, locale, criteria!),
    enabled: criteria !== null,
  })
  const [form, setForm] = useAtom(hotelSearchFormAtom)
  // The search the visitor has changed the form from; until then the form shows the page's.
  const [editedFrom, setEditedFrom] = useState<typeof criteria>(null)
  const hotels = results.data?.hotels
  // One object per change of its inputs: the destination field resets its text when its value changes.
  const pageForm = useMemo(
    () => (criteria ? formOfResults(form, criteria, place, hotels) : form),
    [form, criteria, place, hotels],
  )
  const values = editedFrom === criteria ? form : pageForm
  const onChange = (next: HotelSearchFormValues) => {
    setEditedFrom(criteria)
    setForm(next)
  }
  return <HotelSearchForm values={values} onChange={onChange} onSearch={useSearchHotels()} />
}
