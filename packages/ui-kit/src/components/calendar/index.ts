export { Calendar, RangeCalendar } from './Calendar.tsx'
export type { CalendarProps, RangeCalendarProps } from './Calendar.tsx'
