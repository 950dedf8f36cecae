import CalendarDays from 'lucide-react/icons/calendar-days'
import {
  Button,
  DateInput,
  DatePicker as RACDatePicker,
  DateSegment,
  Group,
} from 'react-aria-components/DatePicker'
import type { DatePickerProps as RACDatePickerProps, DateValue } from 'react-aria-components/DatePicker'
import { Dialog } from 'react-aria-components/Dialog'
import { DateRangePicker as RACDateRangePicker } from 'react-aria-components/DateRangePicker'
import type { DateRangePickerProps as RACDateRangePickerProps } from 'react-aria-components/DateRangePicker'
import { withClassName } from '../../utils/classNames.ts'
import { Calendar, RangeCalendar } from '../calendar/Calendar.tsx'
import type { CalendarDayDetailProps } from '../calendar/Calendar.tsx'
import { FieldHelp, FieldLabel } from '../field/Field.tsx'
import type { FieldTextProps } from '../field/Field.tsx'
import * as fieldStyles from '../field/Field.css.ts'
import { Popover } from '../popover/Popover.tsx'
import { useIsHydrated } from '../after-hydration/useIsHydrated.ts'
import * as styles from './DatePicker.css.ts'

function CalendarButton({ label }: { label: string | undefined }) {
  return (
    <Button className={styles.calendarButton} aria-label={label}>
      <CalendarDays size={20} aria-hidden />
    </Button>
  )
}

function Segments({ slot }: { slot?: 'start' | 'end' }) {
  // The server's segments are editable text to the browser: typed into before hydration, they would no
  // longer be the HTML React hydrates (a mismatch that drops the form's state). Inert until then.
  const isHydrated = useIsHydrated()
  return (
    <DateInput slot={slot} className={styles.dateInput} inert={!isHydrated}>
      {(segment) => <DateSegment segment={segment} className={styles.segment} />}
    </DateInput>
  )
}

export interface DatePickerProps<T extends DateValue>
  extends Omit<RACDatePickerProps<T>, 'children'>, FieldTextProps, CalendarPopoverProps {
  /** Name of the button opening the calendar; React Aria supplies a localized default ("Calendar"). */
  calendarButtonLabel?: string
}

/** What the calendar in the popover shows beyond the days: see `Calendar`. */
export interface CalendarPopoverProps {
  dayDetail?: CalendarDayDetailProps['dayDetail']
  onVisibleRangeChange?: CalendarDayDetailProps['onVisibleRangeChange']
  /** Under the calendar grid, e.g. what the day details mean. */
  calendarFooter?: CalendarDayDetailProps['footer']
}

/**
 * A date field with a calendar popover. Dates show in the I18nProvider locale's calendar:
 * `ar-SA-u-ca-islamic-umalqura-nu-latn` gives the Hijri Umm al-Qura calendar, `ar-SA-u-nu-latn` the Gregorian one
 * (current CLDR data); values stay `DateValue`s whatever the display calendar.
 */
export function DatePicker<T extends DateValue>({
  label,
  description,
  errorMessage,
  calendarButtonLabel,
  dayDetail,
  onVisibleRangeChange,
  calendarFooter,
  className,
  ...props
}: DatePickerProps<T>) {
  return (
    <RACDatePicker {...props} className={withClassName(fieldStyles.field, className)}>
      <FieldLabel label={label} />
      <Group className={fieldStyles.group}>
        <Segments />
        <CalendarButton label={calendarButtonLabel} />
      </Group>
      <FieldHelp description={description} errorMessage={errorMessage} />
      <Popover placement="bottom end">
        <Dialog className={styles.dialog}>
          <Calendar
            dayDetail={dayDetail}
            onVisibleRangeChange={onVisibleRangeChange}
            footer={calendarFooter}
          />
        </Dialog>
      </Popover>
    </RACDatePicker>
  )
}

export interface DateRangePickerProps<T extends DateValue>
  extends Omit<RACDateRangePickerProps<T>, 'children'>, FieldTextProps, CalendarPopoverProps {
  calendarButtonLabel?: string
  /** Months shown side by side in the popover. */
  visibleMonths?: number
}

/** Check-in/check-out or departure/return dates: two date inputs and a range calendar. */
export function DateRangePicker<T extends DateValue>({
  label,
  description,
  errorMessage,
  calendarButtonLabel,
  visibleMonths = 1,
  dayDetail,
  onVisibleRangeChange,
  calendarFooter,
  className,
  ...props
}: DateRangePickerProps<T>) {
  return (
    <RACDateRangePicker {...props} className={withClassName(fieldStyles.field, className)}>
      <FieldLabel label={label} />
      <Group className={fieldStyles.group}>
        <div className={styles.rangeInputs}>
          <Segments slot="start" />
          <span aria-hidden="true" className={styles.rangeSeparator}>
            –
          </span>
          <Segments slot="end" />
        </div>
        <CalendarButton label={calendarButtonLabel} />
      </Group>
      <FieldHelp description={description} errorMessage={errorMessage} />
      <Popover placement="bottom end">
        <Dialog className={styles.dialog}>
          <RangeCalendar
            visibleMonths={visibleMonths}
            dayDetail={dayDetail}
            onVisibleRangeChange={onVisibleRangeChange}
            footer={calendarFooter}
          />
        </Dialog>
      </Popover>
    </RACDateRangePicker>
  )
}
