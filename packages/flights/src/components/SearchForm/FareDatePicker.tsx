import type { DateValue } from '@internationalized/date'
import { DatePicker } from '@rihla/ui-kit/date-picker'
import type { DatePickerProps } from '@rihla/ui-kit/date-picker'
import { useDayFares } from './useDayFares'
import type { DayFaresRoute } from './useDayFares'

export interface FareDatePickerProps<T extends DateValue> extends DatePickerProps<T> {
  /** The route, class and party whose lowest fare shows under each day. */
  fares: DayFaresRoute
}

/** A flight date picker whose calendar shows the lowest fare of each day of the month on screen. */
export function FareDatePicker<T extends DateValue>({ fares, ...props }: FareDatePickerProps<T>) {
  const dayFares = useDayFares(fares)
  return <DatePicker {...props} {...dayFares} />
}
