import { CalendarDate, today } from '@internationalized/date'
import { fareDetail } from './storyFares.ts'
import type { Meta, StoryObj } from '@storybook/react-vite'
import { Calendar, RangeCalendar } from './Calendar.tsx'

const meta = {
  component: Calendar,
  tags: ['autodocs'],
  args: { 'aria-label': 'Departure date', defaultValue: new CalendarDate(2026, 12, 14) },
} satisfies Meta<typeof Calendar>

export default meta
type Story = StoryObj<typeof meta>

export const Single: Story = {}

export const FutureOnly: Story = {
  args: { defaultValue: undefined, minValue: today('Asia/Riyadh') },
}

export const Range: Story = {
  render: () => (
    <RangeCalendar
      aria-label="Stay dates"
      visibleMonths={2}
      defaultValue={{ start: new CalendarDate(2026, 12, 14), end: new CalendarDate(2026, 12, 19) }}
    />
  ),
}

export const Invalid: Story = {
  args: { isInvalid: true, errorMessage: 'Date is required' },
}

export const WithDayDetails: Story = {
  args: { dayDetail: fareDetail, footer: 'Lowest fare per day in SAR' },
}
