import type { CalendarDate } from '@internationalized/date'
import { parseDate } from '@internationalized/date'
import type { Meta, StoryObj } from '@storybook/react-vite'
import { inDays } from '../../testing/fixtures'
import { searchHandlers } from '../../testing/storyData'
import { FareDatePicker } from './FareDatePicker'

function DepartureDate({ open }: { open: boolean }) {
  return (
    <FareDatePicker<CalendarDate>
      label="Departure"
      defaultValue={parseDate(inDays(14))}
      minValue={parseDate(inDays(0))}
      defaultOpen={open}
      fares={{
        from: 'RUH',
        to: 'JED',
        tripType: 'one_way',
        cabin: 'economy',
        passengers: { adults: 1, children: 0, infants: 0 },
        currency: 'SAR',
      }}
    />
  )
}

const meta = {
  component: DepartureDate,
  args: { open: false },
  parameters: { app: { api: searchHandlers } },
} satisfies Meta<typeof DepartureDate>

export default meta
type Story = StoryObj<typeof meta>

export const Closed: Story = {}

/** The calendar with the lowest fare under each day. */
export const Open: Story = { args: { open: true } }
