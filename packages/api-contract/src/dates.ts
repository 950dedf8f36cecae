// Calendar arithmetic on ISO days (YYYY-MM-DD), the form every date takes in the contract. A day is
// counted as midnight UTC, where no daylight-saving hour can shift it by one: plain Date arithmetic,
// which keeps a calendar library off every page that shows a date.

/** Saudi Arabia's time zone: "today" for a search or a date of birth is today there. */
export const SAUDI_TIME_ZONE = 'Asia/Riyadh'

const DAY_MS = 24 * 60 * 60 * 1000
const ISO_DAY = /^(\d{4})-(\d{2})-(\d{2})$/

// en-CA writes a date as YYYY-MM-DD.
const saudiDay = new Intl.DateTimeFormat('en-CA', {
  timeZone: SAUDI_TIME_ZONE,
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
})

/**
 * Today's date in Saudi Arabia, YYYY-MM-DD. Browser and server both measure "expired" and "in the
 * future" on this one calendar, so they agree near midnight whatever the visitor's time zone.
 */
export const todayInSaudiArabia = (now: Date = new Date()) => saudiDay.format(now)

/** Milliseconds of a day's UTC midnight, or NaN when the text is not a real calendar day YYYY-MM-DD. */
function dayTime(text: string): number {
  const match = ISO_DAY.exec(text)
  if (!match) return NaN
  // setUTCFullYear, unlike Date.UTC, takes years 0–99 as written (a year being typed: 0002).
  const time = new Date(0).setUTCFullYear(Number(match[1]), Number(match[2]) - 1, Number(match[3]))
  // 2026-02-30 rolls over to 2 March: a day that does not come back as written is not one.
  return Number.isNaN(time) || new Date(time).toISOString().slice(0, 10) !== text ? NaN : time
}

/** Whether the text is a real calendar date written YYYY-MM-DD. */
export const isIsoDate = (text: string) => !Number.isNaN(dayTime(text))

/** Milliseconds of a day's UTC midnight; a string that is not a real calendar day throws. */
function utcMidnight(day: string): number {
  const time = dayTime(day)
  if (Number.isNaN(time)) throw new RangeError(`Not a calendar day: ${day}`)
  return time
}

/** A day's year, month (1–12) and day of the month. */
function calendarDay(day: string) {
  const date = new Date(utcMidnight(day))
  return { year: date.getUTCFullYear(), month: date.getUTCMonth() + 1, day: date.getUTCDate() }
}

/** The day `days` after `day` (before it when negative). */
export const addDays = (day: string, days: number) =>
  new Date(utcMidnight(day) + days * DAY_MS).toISOString().slice(0, 10)

/** The day `days` from today in Saudi Arabia, or from `from`. */
export const daysLater = (days: number, from?: string) => addDays(from ?? todayInSaudiArabia(), days)

/** Whole days from `from` to `to`: negative when `to` is earlier. */
export const daysBetween = (from: string, to: string) =>
  Math.round((utcMidnight(to) - utcMidnight(from)) / DAY_MS)

/** The nights of a stay from check-in to check-out; none when check-out is not after check-in. */
export const nightsBetween = (checkIn: string, checkOut: string) =>
  Math.max(0, daysBetween(checkIn, checkOut))

/** Completed years between a date of birth and a day: a 29 February birthday comes on 1 March otherwise. */
export function ageOn(dateOfBirth: string, day: string): number {
  const birth = calendarDay(dateOfBirth)
  const on = calendarDay(day)
  const birthdayPassed = on.month > birth.month || (on.month === birth.month && on.day >= birth.day)
  return on.year - birth.year - (birthdayPassed ? 0 : 1)
}
