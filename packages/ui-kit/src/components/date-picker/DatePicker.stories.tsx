import { CalendarDate, today } from '@internationalized/date'
import type { Meta, StoryObj } from '@storybook/react-vite'
import { I18nProvider } from 'react-aria-components/I18nProvider'
import { fareDetail } from '../calendar/storyFares.ts'
import { DatePicker, DateRangePicker } from './DatePicker.tsx'

const meta = {
  component: DatePicker,
  tags: ['autodocs'],
  args: { label: 'Departure date', defaultValue: new CalendarDate(2026, 12, 14) },
  decorators: [(Story) => <div style={{ maxInlineSize: 320 }}>{Story()}</div>],
} satisfies Meta<typeof DatePicker>

export default meta
type Story = StoryObj<typeof meta>

export const Default: Story = {}

export const Open: Story = { args: { defaultOpen: true } }

/** Fares under the days, as the flight search shows them, and a footer saying what they are. */
export const OpenWithFares: Story = {
  args: { defaultOpen: true, dayDetail: fareDetail, calendarFooter: 'Lowest fare per day in SAR' },
}

export const ArabicWithFares: Story = {
  globals: { locale: 'ar-hijri' },
  args: {
    label: 'تاريخ المغادرة',
    defaultOpen: true,
    dayDetail: fareDetail,
    calendarFooter: 'أقل سعر لكل يوم بالريال السعودي',
  },
}

export const FutureDatesOnly: Story = {
  args: { defaultValue: undefined, minValue: today('Asia/Riyadh'), description: 'Flights from today' },
}

export const Invalid: Story = {
  args: { defaultValue: undefined, isInvalid: true, errorMessage: 'Date is required' },
}

/** Arabic with the Hijri Umm al-Qura calendar, chosen through the locale's -u-ca- extension. */
export const ArabicHijri: Story = {
  globals: { locale: 'ar-hijri' },
  args: { label: 'تاريخ المغادرة', defaultOpen: true },
}

/** The same value in English with the Hijri calendar. */
export const EnglishHijri: Story = {
  decorators: [
    (Story) => (
      <I18nProvider locale="en-SA-u-ca-islamic-umalqura">
        <Story />
      </I18nProvider>
    ),
  ],
}

export const Range: Story = {
  render: () => (
    <DateRangePicker
      label="Check-in and check-out"
      visibleMonths={2}
      defaultValue={{ start: new CalendarDate(2026, 12, 14), end: new CalendarDate(2026, 12, 19) }}
    />
  ),
}

export const RangeInvalid: Story = {
  render: () => (
    <DateRangePicker
      label="Travel dates"
      isInvalid
      errorMessage="Both departure and return dates are required"
    />
  ),
}
