import { GregorianCalendar, parseDate, toCalendar } from '@internationalized/date'
import type { CalendarDate } from '@internationalized/date'
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
  CalendarStateContext,
  Text,
} from 'react-aria-components/Calendar'
import type { CalendarProps as RACCalendarProps, DateValue } from 'react-aria-components/Calendar'
import { useContext, useEffect, useEffectEvent, useId, useLayoutEffect, useRef } from 'react'
import type { ReactNode } from 'react'
import {
  RangeCalendar as RACRangeCalendar,
  RangeCalendarStateContext,
} from 'react-aria-components/RangeCalendar'
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

/** What a day shows under its number, e.g. the lowest fare of that day. */
export interface DayDetail {
  /**
   * Short visible text under the day number (a few characters: the cell is about 40 px wide). Drawn by CSS,
   * not as text: the day button's name is the date, and a visible word missing from it would fail
   * "label in name" (WCAG 2.5.3); the description carries the full wording.
   */
  label: string
  /** The full wording for assistive technology, given as the day's description (e.g. "from SAR 420"). */
  description: string
  /** Stands out from the other days, e.g. the cheapest one. */
  isHighlighted?: boolean
}

/** Extras of a calendar that shows something under each day and tells which dates are on screen. */
export interface CalendarDayDetailProps {
  /**
   * What to show under a day; nothing when it returns null. The date is in the Gregorian calendar whatever
   * calendar the locale displays, so it can key data by ISO date (`date.toString()`).
   */
  dayDetail?: (date: CalendarDate) => DayDetail | null | undefined
  /**
   * Called with the first and last dates on screen (Gregorian) when the calendar opens and whenever the
   * visible month changes; with the Hijri calendar the range follows the Hijri month shown.
   */
  onVisibleRangeChange?: (range: { start: CalendarDate; end: CalendarDate }) => void
  /** Shown under the grid, e.g. what the day details mean ("Lowest fare per day in SAR"). */
  footer?: ReactNode
}

const gregorian = new GregorianCalendar()
const toGregorian = (date: CalendarDate) => toCalendar(date, gregorian)

/** Reports the visible range; lives inside the calendar to read React Aria's state. */
function VisibleRangeReporter({
  onChange,
}: {
  onChange: NonNullable<CalendarDayDetailProps['onVisibleRangeChange']>
}) {
  const single = useContext(CalendarStateContext)
  const range = useContext(RangeCalendarStateContext)
  const state = single ?? range
  // Compared as ISO strings: the state's dates are new objects on every render.
  const start = state ? toGregorian(state.visibleRange.start).toString() : null
  const end = state ? toGregorian(state.visibleRange.end).toString() : null
  // The latest callback, without reporting again when only its identity changes.
  const report = useEffectEvent((first: string, last: string) =>
    onChange({ start: parseDate(first), end: parseDate(last) }),
  )
  useEffect(() => {
    if (start && end) report(start, end)
  }, [start, end])
  return null
}

function DayCell({
  date,
  isRange,
  dayDetail,
}: {
  date: CalendarDate
  isRange: boolean
  dayDetail: CalendarDayDetailProps['dayDetail']
}) {
  const descriptionId = useId()
  const detail = dayDetail?.(toGregorian(date))
  const cellRef = useRef<HTMLTableCellElement>(null)
  const hasDescription = Boolean(detail)
  // React Aria's CalendarCell drops aria-describedby and labels the day button itself, so the detail is
  // tied to the button (the cell's child) here; after every render, since React Aria may set its own ids.
  useLayoutEffect(() => {
    const button = cellRef.current?.firstElementChild
    if (!button) return
    const ids = (button.getAttribute('aria-describedby') ?? '')
      .split(' ')
      .filter((id) => id && id !== descriptionId)
    if (hasDescription) ids.push(descriptionId)
    if (ids.length) button.setAttribute('aria-describedby', ids.join(' '))
    else button.removeAttribute('aria-describedby')
  })
  return (
    <CalendarCell
      ref={cellRef}
      date={date}
      className={cx(styles.cell, isRange && styles.rangeCell, dayDetail && styles.cellWithDetail)}
    >
      {({ formattedDate, isOutsideMonth }) =>
        dayDetail ? (
          <>
            <span>{formattedDate}</span>
            {detail && !isOutsideMonth ? (
              <>
                <span
                  aria-hidden="true"
                  className={cx(styles.detail, detail.isHighlighted && styles.detailHighlighted)}
                  data-highlighted={detail.isHighlighted || undefined}
                  data-detail={detail.label}
                />
                {/* Hidden, not visually hidden: a description may point at hidden text, and the button's
                    own text stays what is seen (axe checks the name against it). */}
                <span id={descriptionId} hidden>
                  {detail.description}
                </span>
              </>
            ) : null}
          </>
        ) : (
          formattedDate
        )
      }
    </CalendarCell>
  )
}

function MonthGrids({
  count,
  isRange,
  dayDetail,
}: {
  count: number
  isRange: boolean
  dayDetail: CalendarDayDetailProps['dayDetail']
}) {
  return (
    <div className={styles.months}>
      {Array.from({ length: count }, (_, index) => (
        <CalendarGrid key={index} offset={{ months: index }} className={styles.grid}>
          <CalendarGridHeader>
            {(day) => <CalendarHeaderCell className={styles.headerCell}>{day}</CalendarHeaderCell>}
          </CalendarGridHeader>
          <CalendarGridBody>
            {(date) => <DayCell date={date} isRange={isRange} dayDetail={dayDetail} />}
          </CalendarGridBody>
        </CalendarGrid>
      ))}
    </div>
  )
}

export interface CalendarProps<T extends DateValue> extends RACCalendarProps<T>, CalendarDayDetailProps {
  errorMessage?: string
  visibleMonths?: number
}

/** A month grid in the locale's calendar system (Hijri Umm al-Qura for ar-SA, Gregorian otherwise). */
export function Calendar<T extends DateValue>({
  errorMessage,
  visibleMonths = 1,
  dayDetail,
  onVisibleRangeChange,
  footer,
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
      <MonthGrids count={visibleMonths} isRange={false} dayDetail={dayDetail} />
      {onVisibleRangeChange ? <VisibleRangeReporter onChange={onVisibleRangeChange} /> : null}
      {footer ? <div className={styles.footer}>{footer}</div> : null}
      {errorMessage ? (
        <Text slot="errorMessage" className={styles.error}>
          {errorMessage}
        </Text>
      ) : null}
    </RACCalendar>
  )
}

export interface RangeCalendarProps<T extends DateValue>
  extends RACRangeCalendarProps<T>, CalendarDayDetailProps {
  errorMessage?: string
  visibleMonths?: number
}

export function RangeCalendar<T extends DateValue>({
  errorMessage,
  visibleMonths = 1,
  dayDetail,
  onVisibleRangeChange,
  footer,
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
      <MonthGrids count={visibleMonths} isRange dayDetail={dayDetail} />
      {onVisibleRangeChange ? <VisibleRangeReporter onChange={onVisibleRangeChange} /> : null}
      {footer ? <div className={styles.footer}>{footer}</div> : null}
      {errorMessage ? (
        <Text slot="errorMessage" className={styles.error}>
          {errorMessage}
        </Text>
      ) : null}
    </RACRangeCalendar>
  )
}
