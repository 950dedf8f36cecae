import ChevronLeft from 'lucide-react/icons/chevron-left'
import ChevronRight from 'lucide-react/icons/chevron-right'
import {
  Button,
  Calendar as RACCalendar,
  CalendarCell,
  CalendarGrid,
  CalendarGridBody,
  CalendarGridHeader,
  CalendarHeaderCell,
  Heading,
  Text,
} from 'react-aria-components/Calendar'
import type { CalendarProps as RACCalendarProps, DateValue } from 'react-aria-components/Calendar'
import { RangeCalendar as RACRangeCalendar } from 'react-aria-components/RangeCalendar'
import type { RangeCalendarProps as RACRangeCalendarProps } from 'react-aria-components/RangeCalendar'
import { directionalIcon } from '../../styles/icons.css.ts'
import { cx, withClassName } from '../../utils/classNames.ts'
import * as styles from './Calendar.css.ts'

function CalendarHeader() {
  return (
    <header className={styles.header}>
      <Button slot="previous" className={styles.navButton}>
        <ChevronLeft size={20} aria-hidden className={directionalIcon} />
      </Button>
      <Heading className={styles.heading} />
      <Button slot="next" className={styles.navButton}>
        <ChevronRight size={20} aria-hidden className={directionalIcon} />
      </Button>
    </header>
  )
}

function MonthGrids({ count, isRange }: { count: number; isRange: boolean }) {
  return (
    <div className={styles.months}>
      {Array.from({ length: count }, (_, index) => (
        <CalendarGrid key={index} offset={{ months: index }} className={styles.grid}>
          <CalendarGridHeader>
            {(day) => <CalendarHeaderCell className={styles.headerCell}>{day}</CalendarHeaderCell>}
          </CalendarGridHeader>
          <CalendarGridBody>
            {(date) => <CalendarCell date={date} className={cx(styles.cell, isRange && styles.rangeCell)} />}
          </CalendarGridBody>
        </CalendarGrid>
      ))}
    </div>
  )
}

export interface CalendarProps<T extends DateValue> extends RACCalendarProps<T> {
  errorMessage?: string
  visibleMonths?: number
}

/** A month grid in the locale's calendar system (Hijri Umm al-Qura for ar-SA, Gregorian otherwise). */
export function Calendar<T extends DateValue>({
  errorMessage,
  visibleMonths = 1,
  className,
  ...props
}: CalendarProps<T>) {
  return (
    <RACCalendar
      {...props}
      visibleDuration={{ months: visibleMonths }}
      className={withClassName(styles.calendar, className)}
    >
      <CalendarHeader />
      <MonthGrids count={visibleMonths} isRange={false} />
      {errorMessage ? (
        <Text slot="errorMessage" className={styles.error}>
          {errorMessage}
        </Text>
      ) : null}
    </RACCalendar>
  )
}

export interface RangeCalendarProps<T extends DateValue> extends RACRangeCalendarProps<T> {
  errorMessage?: string
  visibleMonths?: number
}

export function RangeCalendar<T extends DateValue>({
  errorMessage,
  visibleMonths = 1,
  className,
  ...props
}: RangeCalendarProps<T>) {
  return (
    <RACRangeCalendar
      {...props}
      visibleDuration={{ months: visibleMonths }}
      className={withClassName(styles.calendar, className)}
    >
      <CalendarHeader />
      <MonthGrids count={visibleMonths} isRange />
      {errorMessage ? (
        <Text slot="errorMessage" className={styles.error}>
          {errorMessage}
        </Text>
      ) : null}
    </RACRangeCalendar>
  )
}
