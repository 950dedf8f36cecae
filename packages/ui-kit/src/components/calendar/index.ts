export { Calendar, RangeCalendar } from './Calendar.tsx'
export type { CalendarDayDetailProps, CalendarProps, DayDetail, RangeCalendarProps } from './Calendar.tsx'
