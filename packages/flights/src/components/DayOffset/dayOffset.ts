import { daysBetween as calendarDaysBetween } from '@rihla/api-contract/dates'

/**
 * Whole calendar days between two local date-times' dates (`YYYY-MM-DDTHH:mm`), e.g. 1 for a flight
 * that leaves at 23:40 and lands at 01:15. Local dates, because "+1" is what the traveller's ticket and
 * the airport clocks say, whatever the time zones in between.
 */
export const daysBetween = (fromLocal: string, toLocal: string) =>
  calendarDaysBetween(fromLocal.slice(0, 10), toLocal.slice(0, 10))
