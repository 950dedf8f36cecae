import { useNavigate } from '@tanstack/react-router'
import { useAtom } from 'jotai'
import { resultsLocation } from '../../searchForm'
import { busSearchFormAtom } from '../../state'
import { BusSearchForm } from './BusSearchForm'

/** The bus search form bound to its state: a search opens its results page. */
export function BusSearch() {
  const [form, setForm] = useAtom(busSearchFormAtom)
  const navigate = useNavigate()
  return (
    <BusSearchForm
      values={form}
      onChange={setForm}
      onSearch={(criteria) => void navigate(resultsLocation(criteria))}
    />
  )
}
