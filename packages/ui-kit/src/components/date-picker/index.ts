export { DatePicker, DateRangePicker } from './DatePicker.tsx'
export type { DatePickerProps, DateRangePickerProps } from './DatePicker.tsx'
