import { msg } from '@lingui/core/macro'
import { useLingui } from '@lingui/react'
import { Trans } from '@lingui/react/macro'
import { BOOKING_STATUSES, BOOKING_TYPES } from '@rihla/api-contract'
import type { BookingStatus, BookingType } from '@rihla/api-contract/bookings'
import { Button } from '@rihla/ui-kit/button'
import { Select, SelectItem } from '@rihla/ui-kit/select'
import { useBookingLabels } from '../labels'
import * as styles from './BookingFilters.css'

const ALL = 'all'

export interface BookingFilterValues {
  type?: BookingType | undefined
  status?: BookingStatus | undefined
}

export interface BookingFiltersProps extends BookingFilterValues {
  onChange: (filters: BookingFilterValues) => void
}

const isType = (key: unknown): key is BookingType => BOOKING_TYPES.includes(key as BookingType)
const isStatus = (key: unknown): key is BookingStatus => BOOKING_STATUSES.includes(key as BookingStatus)

/** Filters by booking type and status (SPEC.md §1, §4); "All" is no filter. */
export function BookingFilters({ type, status, onChange }: BookingFiltersProps) {
  const { i18n } = useLingui()
  const { typeName, statusName } = useBookingLabels()
  const types = [
    { id: ALL, name: i18n._(msg`All types`) },
    ...BOOKING_TYPES.map((id) => ({ id, name: typeName(id) })),
  ]
  const statuses = [
    { id: ALL, name: i18n._(msg`All statuses`) },
    ...BOOKING_STATUSES.map((id) => ({ id, name: statusName(id) })),
  ]

  return (
    <div className={styles.filters} role="group" aria-label={i18n._(msg`Filter bookings`)}>
      <Select
        label={i18n._(msg`Booking type`)}
        items={types}
        value={type ?? ALL}
        onChange={(key) => onChange({ type: isType(key) ? key : undefined, status })}
      >
        {(item) => <SelectItem id={item.id}>{item.name}</SelectItem>}
      </Select>
      <Select
        label={i18n._(msg`Status`)}
        items={statuses}
        value={status ?? ALL}
        onChange={(key) => onChange({ type, status: isStatus(key) ? key : undefined })}
      >
        {(item) => <SelectItem id={item.id}>{item.name}</SelectItem>}
      </Select>
      {type || status ? (
        <Button variant="ghost" onPress={() => onChange({})}>
          <Trans>Reset Filters</Trans>
        </Button>
      ) : null}
    </div>
  )
}
