import { msg } from '@lingui/core/macro'
import type { MessageDescriptor } from '@lingui/core'
import { useLingui } from '@lingui/react'
import { Trans } from '@lingui/react/macro'
import { useMoney } from '@rihla/core'
import { Button } from '@rihla/ui-kit/button'
import { Checkbox, CheckboxGroup } from '@rihla/ui-kit/checkbox'
import { Select, SelectItem } from '@rihla/ui-kit/select'
import { useId } from 'react'
import { TIME_WINDOWS, hasFilters, noFilters } from '../../resultsView'
import type { ResultFilters as Filters, TimeWindow, filterFacets } from '../../resultsView'
import { useFlightLabels } from '../labels'
import * as styles from './ResultFilters.css'

const WINDOW_NAMES: Record<TimeWindow, MessageDescriptor> = {
  night: msg`Night (00:00–06:00)`,
  morning: msg`Morning (06:00–12:00)`,
  afternoon: msg`Afternoon (12:00–18:00)`,
  evening: msg`Evening (18:00–24:00)`,
}
const WINDOWS = Object.keys(TIME_WINDOWS) as TimeWindow[]

/** Price caps as shares of the way from the cheapest to the dearest result. */
const PRICE_STEPS = [0.25, 0.5, 0.75]
const DURATION_HOURS = [3, 6, 12, 24]

export interface ResultFiltersProps {
  filters: Filters
  facets: ReturnType<typeof filterFacets>
  onChange: (filters: Filters) => void
  /** `sheet` inside the phone's filters dialog, whose title names it; `panel` beside the results. */
  variant?: 'panel' | 'sheet'
}

/** The results' filters: stops, airlines, price, times of day, duration, baggage and refundability. */
export function ResultFilters({ filters, facets, onChange, variant = 'panel' }: ResultFiltersProps) {
  const { i18n } = useLingui()
  const headingId = useId()
  // In the sheet the dialog is the landmark, titled "Filters"; beside the results the panel is one.
  const Container = variant === 'panel' ? 'section' : 'div'
  const money = useMoney()
  const labels = useFlightLabels()
  const set = (patch: Partial<Filters>) => onChange({ ...filters, ...patch })
  const priceCaps = [
    ...new Set(
      PRICE_STEPS.map((step) => Math.ceil(facets.minPrice + (facets.maxPrice - facets.minPrice) * step)),
    ),
  ]

  return (
    <Container
      className={variant === 'panel' ? styles.panel : styles.sheet}
      aria-labelledby={variant === 'panel' ? headingId : undefined}
    >
      <div className={styles.header}>
        {variant === 'panel' ? (
          <h2 id={headingId} className={styles.title}>
            <Trans>Filters</Trans>
          </h2>
        ) : null}
        {hasFilters(filters) ? (
          <Button variant="ghost" size="sm" onPress={() => onChange(noFilters())}>
            <Trans>Reset Filters</Trans>
          </Button>
        ) : null}
      </div>
      <CheckboxGroup
        label={i18n._(msg`Stops`)}
        value={filters.stops.map(String)}
        onChange={(stops) => set({ stops: stops.map(Number) })}
      >
        {facets.stops.map((count) => (
          <Checkbox key={count} value={String(count)}>
            {labels.stops(count)}
          </Checkbox>
        ))}
      </CheckboxGroup>
      <CheckboxGroup
        label={i18n._(msg`Airlines`)}
        value={filters.airlines}
        onChange={(airlines) => set({ airlines })}
      >
        {facets.airlines.map((airline) => (
          <Checkbox key={airline.code} value={airline.code}>
            {airline.name} · {money({ amount: airline.lowest, currency: facets.currency }) ?? '…'}
          </Checkbox>
        ))}
      </CheckboxGroup>
      <Select
        label={i18n._(msg`Price up to`)}
        selectedKey={filters.maxPrice === null ? 'any' : String(filters.maxPrice)}
        onSelectionChange={(key) => set({ maxPrice: key === 'any' ? null : Number(key) })}
        items={[
          { id: 'any', name: i18n._(msg`Any price`) },
          ...priceCaps.map((cap) => ({
            id: String(cap),
            name: money({ amount: cap, currency: facets.currency }) ?? String(cap),
          })),
        ]}
      >
        {(item) => <SelectItem id={item.id}>{item.name}</SelectItem>}
      </Select>
      <CheckboxGroup
        label={i18n._(msg`Departure time`)}
        value={filters.departureWindows}
        onChange={(windows) => set({ departureWindows: windows as TimeWindow[] })}
      >
        {WINDOWS.map((window) => (
          <Checkbox key={window} value={window}>
            {i18n._(WINDOW_NAMES[window])}
          </Checkbox>
        ))}
      </CheckboxGroup>
      <CheckboxGroup
        label={i18n._(msg`Arrival time`)}
        value={filters.arrivalWindows}
        onChange={(windows) => set({ arrivalWindows: windows as TimeWindow[] })}
      >
        {WINDOWS.map((window) => (
          <Checkbox key={window} value={window}>
            {i18n._(WINDOW_NAMES[window])}
          </Checkbox>
        ))}
      </CheckboxGroup>
      <Select
        label={i18n._(msg`Flight duration`)}
        selectedKey={filters.maxDurationMinutes === null ? 'any' : String(filters.maxDurationMinutes)}
        onSelectionChange={(key) => set({ maxDurationMinutes: key === 'any' ? null : Number(key) })}
        items={[
          { id: 'any', name: i18n._(msg`Any duration`) },
          ...DURATION_HOURS.filter((hours) => hours * 60 < facets.maxDuration).map((hours) => ({
            id: String(hours * 60),
            name: i18n._(msg`Up to ${labels.duration(hours * 60)}`),
          })),
        ]}
      >
        {(item) => <SelectItem id={item.id}>{item.name}</SelectItem>}
      </Select>
      <Checkbox isSelected={filters.baggageIncluded} onChange={(baggageIncluded) => set({ baggageIncluded })}>
        <Trans>Checked baggage included</Trans>
      </Checkbox>
      <Checkbox isSelected={filters.refundable} onChange={(refundable) => set({ refundable })}>
        <Trans>Refundable</Trans>
      </Checkbox>
    </Container>
  )
}
