import type { Calendar, Locale } from './locale'
import { dateTimeFormat } from './intlCache'
import { intlLocale } from './locale'

type DateInput = Date | string | number

/** `2026-12-18` is a calendar date, not an instant: read it at noon UTC so no time zone moves the day. */
const toDate = (value: DateInput) =>
  typeof value === 'string' && /^\d{4}-\d{2}-\d{2}$/.test(value)
    ? new Date(`${value}T12:00:00Z`)
    : new Date(value)

const isDateOnly = (value: DateInput) => typeof value === 'string' && /^\d{4}-\d{2}-\d{2}$/.test(value)

/**
 * ICU versions space dates differently (Node's puts thin spaces around a range's dash and a narrow
 * no-break space before "PM"; Chromium's plain and no-break ones): one spelling, so a page the server
 * rendered hydrates with the same text in the browser.
 */
const sameInEveryIcu = (text: string) => text.replace(/\u2009/g, ' ').replace(/\u202f/g, '\u00a0')

export interface DateFormatOptions extends Intl.DateTimeFormatOptions {
  calendar?: Calendar
}

export function formatDate(value: DateInput, locale: Locale, options: DateFormatOptions = {}): string {
  const { calendar = 'gregory', ...rest } = options
  const format: Intl.DateTimeFormatOptions = Object.keys(rest).length ? rest : { dateStyle: 'medium' }
  const formatted = dateTimeFormat(intlLocale(locale, calendar), {
    ...format,
    timeZone: isDateOnly(value) ? 'UTC' : (format.timeZone ?? 'Asia/Riyadh'),
  }).format(toDate(value))
  return sameInEveryIcu(formatted)
}

/** The same day in the Umm al-Qura calendar, e.g. for showing beside a Gregorian travel date. */
export const formatHijriDate = (value: DateInput, locale: Locale, options: Intl.DateTimeFormatOptions = {}) =>
  formatDate(value, locale, {
    ...(Object.keys(options).length ? options : { dateStyle: 'long' }),
    calendar: 'islamic-umalqura',
  })

export function formatDateRange(
  start: DateInput,
  end: DateInput,
  locale: Locale,
  options: DateFormatOptions = {},
) {
  const { calendar = 'gregory', ...rest } = options
  const format: Intl.DateTimeFormatOptions = Object.keys(rest).length ? rest : { dateStyle: 'medium' }
  const timeZone = isDateOnly(start) ? 'UTC' : 'Asia/Riyadh'
  return sameInEveryIcu(
    dateTimeFormat(intlLocale(locale, calendar), { ...format, timeZone }).formatRange(
      toDate(start),
      toDate(end),
    ),
  )
}

export function formatTime(value: DateInput, locale: Locale, timeZone = 'Asia/Riyadh'): string {
  return sameInEveryIcu(
    dateTimeFormat(intlLocale(locale), { hour: '2-digit', minute: '2-digit', timeZone }).format(
      toDate(value),
    ),
  )
}
