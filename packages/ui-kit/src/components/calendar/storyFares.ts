import type { CalendarDate } from '@internationalized/date'
import type { DayDetail } from './Calendar.tsx'

/** A made-up lowest fare per day (SAR), the cheapest one highlighted; flights render theirs from the API. */
const fareOf = (date: CalendarDate) => 300 + ((date.day * 37) % 260)
export const fareDetail = (date: CalendarDate): DayDetail | null =>
  date.day % 9 === 0
    ? { label: '–', description: 'No flights' }
    : {
        label: String(fareOf(date)),
        description: `from SAR ${fareOf(date)}`,
        // The 29th has the lowest of these made-up fares.
        isHighlighted: date.day === 29,
      }
