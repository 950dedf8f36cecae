import type { Meta, StoryObj } from '@storybook/react-vite'
import { Badge } from './Badge.tsx'

const meta = {
  component: Badge,
  tags: ['autodocs'],
  args: { children: 'Confirmed', tone: 'success' },
} satisfies Meta<typeof Badge>

export default meta
type Story = StoryObj<typeof meta>

export const Default: Story = {}

export const BookingStatuses: Story = {
  render: () => (
    <div style={{ display: 'flex', flexWrap: 'wrap', gap: 8 }}>
      <Badge tone="success">Confirmed</Badge>
      <Badge tone="warning">Pending</Badge>
      <Badge tone="info">Processing</Badge>
      <Badge tone="success">Partially Confirmed</Badge>
      <Badge tone="danger">Cancelled</Badge>
      <Badge tone="neutral">Expired</Badge>
      <Badge tone="primary">Refund In Progress</Badge>
      <Badge tone="accent">Best price</Badge>
    </div>
  ),
}
