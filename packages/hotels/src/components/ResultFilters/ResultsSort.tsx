import { msg } from '@lingui/core/macro'
import { useLingui } from '@lingui/react'
import { Select, SelectItem } from '@rihla/ui-kit/select'
import { useAtom } from 'jotai'
import type { SortOrder } from '../../resultsView'
import { hotelSortAtom } from '../../state'

/** The results' order: recommended, lowest price, guest rating, stars or distance. */
export function ResultsSort() {
  const { i18n } = useLingui()
  const [order, setOrder] = useAtom(hotelSortAtom)
  const sorts: { id: SortOrder; name: string }[] = [
    { id: 'recommended', name: i18n._(msg`Recommended`) },
    { id: 'price_low', name: i18n._(msg`Lowest price`) },
    { id: 'rating', name: i18n._(msg`Highest rating`) },
    { id: 'stars', name: i18n._(msg`Most stars`) },
    { id: 'distance', name: i18n._(msg`Nearest`) },
  ]
  return (
    <Select
      label={i18n._(msg`Sort by`)}
      selectedKey={order}
      onSelectionChange={(key) => setOrder(key as SortOrder)}
      items={sorts}
    >
      {(item) => <SelectItem id={item.id}>{item.name}</SelectItem>}
    </Select>
  )
}
