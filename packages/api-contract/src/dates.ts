import { parseDate, today } from '@internationalized/date'

// Calendar arithmetic on ISO days (YYYY-MM-DD), the form every date takes in the contract. The days are
// plain calendar dates, so no time zone or daylight-saving hour can shift them by one.

/** Saudi Arabia's time zone: "today" for a search or a date of birth is today there. */
export const SAUDI_TIME_ZONE = 'Asia/Riyadh'

/** The day `days` after `day` (before it when negative). */
export const addDays = (day: string, days: number) => parseDate(day).add({ days }).toString()

/** The day `days` from today in Saudi Arabia, or from `from`. */
export const daysLater = (days: number, from?: string) =>
  (from ? parseDate(from) : today(SAUDI_TIME_ZONE)).add({ days }).toString()

/** Whole days from `from` to `to`: negative when `to` is earlier. */
export const daysBetween = (from: string, to: string) =>
  // compare() is the difference of the two dates' Julian day numbers.
  parseDate(to).compare(parseDate(from))

/** The nights of a stay from check-in to check-out; none when check-out is not after check-in. */
export const nightsBetween = (checkIn: string, checkOut: string) =>
  Math.max(0, daysBetween(checkIn, checkOut))

/** Completed years between a date of birth and a day: a 29 February birthday comes on 1 March otherwise. */
export function ageOn(dateOfBirth: string, day: string): number {
  const birth = parseDate(dateOfBirth)
  const on = parseDate(day)
  const birthdayPassed = on.month > birth.month || (on.month === birth.month && on.day >= birth.day)
  return on.year - birth.year - (birthdayPassed ? 0 : 1)
}
