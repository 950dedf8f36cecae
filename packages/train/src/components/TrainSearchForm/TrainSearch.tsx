import { useApi, useLocale } from '@rihla/core'
import { useSuspenseQuery } from '@tanstack/react-query'
import { useNavigate } from '@tanstack/react-router'
import { useAtom, useSetAtom } from 'jotai'
import { trainJourneyAtom } from '../../draft'
import { trainQueries } from '../../queries'
import { resultsSlug } from '../../search'
import { trainSearchFormAtom } from '../../state'
import { TrainSearchForm } from './TrainSearchForm'

/** The search form bound to its state: a search opens `/train/{fromCity}-to-{toCity}` with the search in its query. */
export function TrainSearch() {
  const api = useApi()
  const locale = useLocale()
  const navigate = useNavigate()
  const network = useSuspenseQuery(trainQueries.general(api, locale)).data
  const [form, setForm] = useAtom(trainSearchFormAtom)
  const setJourney = useSetAtom(trainJourneyAtom)
  const cityOf = (id: string) =>
    network.lines.flatMap((line) => line.stations).find((station) => station.id === id)?.city ?? id
  return (
    <TrainSearchForm
      network={network}
      values={form}
      onChange={setForm}
      onSearch={(criteria, values) => {
        const search = {
          from: criteria.from,
          to: criteria.to,
          date: criteria.date,
          adults: criteria.adults,
          children: criteria.children,
          infants: criteria.infants,
          class: values.travelClass ?? undefined,
        }
        const slug = resultsSlug(cityOf(criteria.from), cityOf(criteria.to))
        setJourney({ results: { slug, search } })
        void navigate({ to: '/{-$locale}/train/$route', params: { route: slug }, search })
      }}
    />
  )
}
