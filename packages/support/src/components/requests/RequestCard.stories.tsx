import type { Meta, StoryObj } from '@storybook/react-vite'
import { testMessage, testRequest } from '../../testing/samples'
import { RequestCard } from './RequestCard'

const meta = {
  component: RequestCard,
  tags: ['autodocs'],
  args: {
    request: testRequest({
      status: 'awaiting_customer',
      unreadCount: 2,
      lastMessage: testMessage({ body: 'Your trip is moved to 10:00 tomorrow. Anything else?' }),
    }),
  },
} satisfies Meta<typeof RequestCard>

export default meta
type Story = StoryObj<typeof meta>

export const AwaitingYou: Story = {}

export const Closed: Story = {
  args: {
    request: testRequest({
      status: 'closed',
      issue: 'cancellation_refund',
      lastMessage: testMessage({ author: 'traveller', body: 'شكرًا جزيلًا' }),
    }),
  },
}

export const Arabic: Story = { globals: { locale: 'ar' } }
