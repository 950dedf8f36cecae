import { parseDate } from '@internationalized/date'
import type { CalendarDate } from '@internationalized/date'
import { DatePicker } from '@rihla/ui-kit/date-picker'
import type { DatePickerProps } from '@rihla/ui-kit/date-picker'
import { useBoundField } from '../useBoundField'
import type { BoundProps } from '../useBoundField'

const ISO_DATE = /^\d{4}-\d{2}-\d{2}$/

/** The form's text as the date picker's value; text that is no real date (yet) is none. */
function calendarDate(value: string): CalendarDate | null {
  if (!ISO_DATE.test(value)) return null
  try {
    const date = parseDate(value)
    return date.toString() === value ? date : null
  } catch {
    return null
  }
}

export interface DateFieldProps extends Omit<DatePickerProps<CalendarDate>, BoundProps> {
  label: string
}

/** A date of a form, held as YYYY-MM-DD text ('' when none), as the contract's schemas check it. */
export function DateField(props: DateFieldProps) {
  const { value, change, fieldProps } = useBoundField<string>()
  return (
    <DatePicker<CalendarDate>
      {...fieldProps}
      value={calendarDate(value)}
      onChange={(date) => change(date ? date.toString() : '')}
      {...props}
    />
  )
}
