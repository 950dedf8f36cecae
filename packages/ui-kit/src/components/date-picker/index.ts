export { DatePicker, DateRangePicker } from './DatePicker.tsx'
export type { CalendarPopoverProps, DatePickerProps, DateRangePickerProps } from './DatePicker.tsx'
