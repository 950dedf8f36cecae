import { SUPPORT_STATUSES } from '@rihla/api-contract/support'
import type { Meta, StoryObj } from '@storybook/react-vite'
import { SupportStatusBadge } from './SupportStatusBadge'

const meta = {
  component: SupportStatusBadge,
  tags: ['autodocs'],
  args: { status: 'open' },
} satisfies Meta<typeof SupportStatusBadge>

export default meta
type Story = StoryObj<typeof meta>

const everyStatus = (desk: boolean) => () => (
  <div style={{ display: 'flex', flexWrap: 'wrap', gap: 8 }}>
    {SUPPORT_STATUSES.map((status) => (
      <SupportStatusBadge key={status} status={status} desk={desk} />
    ))}
  </div>
)

export const Traveller: Story = { render: everyStatus(false) }
export const Desk: Story = { render: everyStatus(true) }
export const Arabic: Story = { globals: { locale: 'ar' }, render: everyStatus(false) }
