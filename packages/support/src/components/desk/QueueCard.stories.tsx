import type { Meta, StoryObj } from '@storybook/react-vite'
import { testDeskRequest } from '../../testing/samples'
import { QueueCard } from './QueueCard'

const meta = {
  component: QueueCard,
  tags: ['autodocs'],
  args: {
    request: testDeskRequest({
      unreadCount: 1,
      createdAt: new Date(Date.now() - 3 * 3_600_000).toISOString(),
    }),
    agentId: 'agent-1',
    onAssign: () => undefined,
    assigning: false,
  },
} satisfies Meta<typeof QueueCard>

export default meta
type Story = StoryObj<typeof meta>

export const Unassigned: Story = {}

export const AssignedToMe: Story = {
  args: {
    request: testDeskRequest({
      assignee: { id: 'agent-1', name: 'Noura Alqahtani' },
      status: 'awaiting_customer',
    }),
  },
}

export const Arabic: Story = { globals: { locale: 'ar' } }
