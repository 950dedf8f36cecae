import type { BookingStatus } from '@rihla/api-contract/bookings'
import type { Meta, StoryObj } from '@storybook/react-vite'
import { BookingStatusBadge } from './BookingStatusBadge'

const STATUSES: BookingStatus[] = [
  'Pending',
  'Processing',
  'Confirmed',
  'Partially Confirmed',
  'Modified',
  'Updated',
  'Cancelled',
  'Expired',
  'Refund In Progress',
  'Refunded',
]

const meta = {
  component: BookingStatusBadge,
  tags: ['autodocs'],
  args: { status: 'Confirmed' },
} satisfies Meta<typeof BookingStatusBadge>

export default meta
type Story = StoryObj<typeof meta>

export const Default: Story = {}

const everyStatus = () => (
  <div style={{ display: 'flex', flexWrap: 'wrap', gap: 8 }}>
    {STATUSES.map((status) => (
      <BookingStatusBadge key={status} status={status} />
    ))}
  </div>
)

export const EveryStatus: Story = { render: everyStatus }

export const Arabic: Story = { globals: { locale: 'ar' }, render: everyStatus }
