import { msg } from '@lingui/core/macro'
import { useLingui } from '@lingui/react'
import { Plural, Trans } from '@lingui/react/macro'
import type { BoardBasis, HotelOffer } from '@rihla/api-contract/hotels'
import { useMoney } from '@rihla/core'
import { Button } from '@rihla/ui-kit/button'
import { Checkbox, CheckboxGroup } from '@rihla/ui-kit/checkbox'
import { Select, SelectItem } from '@rihla/ui-kit/select'
import { useAtom } from 'jotai'
import { useMemo } from 'react'
import { BOARD_LABELS } from '../../labels'
import { filterFacets, isFiltered, noFilters, priceLimits } from '../../resultsView'
import type { HotelFilters } from '../../resultsView'
import { hotelFiltersAtom } from '../../state'
import * as styles from './ResultFilters.css'

export interface ResultFiltersProps {
  /** The search's hotels, whose prices, stars, districts, meals and amenities the filters offer. */
  offers: readonly HotelOffer[]
  /** The currency of the prices, for the price limits. */
  currency: string
  /** A panel beside the results (a landmark of its own), or the content of the phone's filters sheet. */
  variant?: 'panel' | 'sheet'
}

/** The results' filters: price, stars, district, guest rating, meals, amenities and free cancellation. */
export function ResultFilters({ offers, currency, variant = 'panel' }: ResultFiltersProps) {
  const { i18n } = useLingui()
  const money = useMoney()
  const [filters, setFilters] = useAtom(hotelFiltersAtom)
  const facets = useMemo(() => filterFacets(offers), [offers])
  const set = (patch: Partial<HotelFilters>) => setFilters((current) => ({ ...current, ...patch }))
  const prices = [
    { id: 'any', name: i18n._(msg`Any price`) },
    ...priceLimits(facets.minPrice, facets.maxPrice).map((limit) => {
      const amount = money({ amount: limit, currency }) ?? ''
      return { id: String(limit), name: i18n._(msg`Up to ${amount}`) }
    }),
  ]
  const ratings = [0, 7, 8, 9].map((rating) => ({
    id: String(rating),
    name: rating === 0 ? i18n._(msg`Any rating`) : i18n._(msg`${rating}+ out of 10`),
  }))

  const Frame = variant === 'panel' ? 'aside' : 'div'
  return (
    <Frame className={styles.filters} aria-label={variant === 'panel' ? i18n._(msg`Filters`) : undefined}>
      <Checkbox
        isSelected={filters.freeCancellation}
        onChange={(freeCancellation) => set({ freeCancellation })}
      >
        <Trans>Free cancellation</Trans>
      </Checkbox>
      <Select
        label={i18n._(msg`Price for the stay`)}
        selectedKey={filters.maxPrice === null ? 'any' : String(filters.maxPrice)}
        onSelectionChange={(key) => set({ maxPrice: key === 'any' ? null : Number(key) })}
        items={prices}
      >
        {(item) => <SelectItem id={item.id}>{item.name}</SelectItem>}
      </Select>
      <CheckboxGroup
        label={i18n._(msg`Stars`)}
        value={filters.stars.map(String)}
        onChange={(stars) => set({ stars: stars.map(Number) })}
      >
        {facets.stars.map((stars) => (
          <Checkbox key={stars} value={String(stars)}>
            <Plural value={stars} one="# star" other="# stars" />
          </Checkbox>
        ))}
      </CheckboxGroup>
      <CheckboxGroup
        label={i18n._(msg`District`)}
        value={filters.districts}
        onChange={(districts) => set({ districts })}
      >
        {facets.districts.map((district) => (
          <Checkbox key={district} value={district}>
            {district}
          </Checkbox>
        ))}
      </CheckboxGroup>
      <Select
        label={i18n._(msg`Guest rating`)}
        selectedKey={String(filters.minRating)}
        onSelectionChange={(key) => set({ minRating: Number(key) })}
        items={ratings}
      >
        {(item) => <SelectItem id={item.id}>{item.name}</SelectItem>}
      </Select>
      <CheckboxGroup
        label={i18n._(msg`Meals`)}
        value={filters.boards}
        onChange={(boards) => set({ boards: boards as BoardBasis[] })}
      >
        {facets.boards.map((board) => (
          <Checkbox key={board} value={board}>
            {i18n._(BOARD_LABELS[board])}
          </Checkbox>
        ))}
      </CheckboxGroup>
      <CheckboxGroup
        label={i18n._(msg`Amenities`)}
        value={filters.amenities}
        onChange={(amenities) => set({ amenities })}
      >
        {facets.amenities.map((amenity) => (
          <Checkbox key={amenity.id} value={amenity.id}>
            {amenity.name}
          </Checkbox>
        ))}
      </CheckboxGroup>
      {isFiltered(filters) ? (
        <Button variant="ghost" size="sm" onPress={() => setFilters(noFilters())}>
          <Trans>Reset Filters</Trans>
        </Button>
      ) : null}
    </Frame>
  )
}
