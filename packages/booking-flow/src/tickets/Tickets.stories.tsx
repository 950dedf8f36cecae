import type { Meta, StoryObj } from '@storybook/react-vite'
import { StoryFrame } from '../testing/StoryFrame'
import { sampleTickets } from './sampleTickets'
import { Tickets } from './Tickets'

const meta = {
  component: Tickets,
  tags: ['autodocs'],
  args: sampleTickets,
  decorators: [
    (Story) => (
      <StoryFrame>
        <div style={{ maxInlineSize: 760 }}>{Story()}</div>
      </StoryFrame>
    ),
  ],
} satisfies Meta<typeof Tickets>

export default meta
type Story = StoryObj<typeof meta>

export const Paid: Story = {}

/** Before payment: the seats are held, the QR codes not yet issued. */
export const Unpaid: Story = {
  args: { tickets: sampleTickets.tickets.map((ticket) => ({ ...ticket, reference: null })) },
}
