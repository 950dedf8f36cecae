import { msg } from '@lingui/core/macro'
import { useLingui } from '@lingui/react'
import { Trans } from '@lingui/react/macro'
import { parseDate } from '@internationalized/date'
import type { EventList } from '@rihla/api-contract/events'
import { Button } from '@rihla/ui-kit/button'
import { DateRangePicker } from '@rihla/ui-kit/date-picker'
import { NumberField } from '@rihla/ui-kit/number-field'
import { Select, SelectItem } from '@rihla/ui-kit/select'
import { NO_FILTERS, wholeUnits } from '../../listRequest'
import type { CategorySearch } from '../../search'

const ANY_CITY = 'any'

export interface CategoryFiltersProps {
  search: CategorySearch
  cities: EventList['cities']
  priceRange: EventList['priceRange']
  /** Applies a change of filters (the page goes back to the first). */
  onChange: (change: Partial<CategorySearch>) => void
}

/** A category's filters: city, date range and price; each applies as it changes. */
export function CategoryFilters({ search, cities, priceRange, onChange }: CategoryFiltersProps) {
  const { i18n } = useLingui()
  const currency = priceRange?.min.currency
  const lowest = priceRange ? wholeUnits(priceRange.min.amount, 'down') : 0
  const highest = priceRange ? wholeUnits(priceRange.max.amount, 'up') : undefined
  const prices = [
    { key: 'priceMin', label: i18n._(msg`Lowest price`) },
    { key: 'priceMax', label: i18n._(msg`Highest price`) },
  ] as const
  const money = currency ? { style: 'currency' as const, currency, maximumFractionDigits: 0 } : undefined
  return (
    <>
      <Select
        label={i18n._(msg`City`)}
        selectedKey={search.city ?? ANY_CITY}
        onSelectionChange={(key) => onChange({ city: key === ANY_CITY ? undefined : String(key) })}
        items={[{ id: ANY_CITY, name: i18n._(msg`All cities`) }, ...cities]}
      >
        {(item) => <SelectItem id={item.id}>{item.name}</SelectItem>}
      </Select>
      <DateRangePicker
        label={i18n._(msg`Dates`)}
        calendarButtonLabel={i18n._(msg`Open calendar`)}
        value={search.from && search.to ? { start: parseDate(search.from), end: parseDate(search.to) } : null}
        onChange={(range) => onChange({ from: range?.start.toString(), to: range?.end.toString() })}
      />
      {prices.map(({ key, label }) => (
        <NumberField
          key={key}
          label={label}
          minValue={lowest}
          maxValue={highest}
          formatOptions={money}
          value={search[key] ?? Number.NaN}
          onChange={(value) => onChange({ [key]: Number.isNaN(value) ? undefined : value })}
        />
      ))}
      <Button variant="secondary" onPress={() => onChange(NO_FILTERS)}>
        <Trans>Reset Filters</Trans>
      </Button>
    </>
  )
}
