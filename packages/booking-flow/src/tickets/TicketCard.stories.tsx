import type { Meta, StoryObj } from '@storybook/react-vite'
import { StoryFrame } from '../testing/StoryFrame'
import { TicketCard, TicketList } from './TicketCard'

// The same ticket as trains and buses use, for a pass to an event: the pass, its attendee, the show,
// what the pass includes and the QR code the gate scans.

const meta = {
  component: TicketCard,
  tags: ['autodocs'],
  args: {
    heading: 'Ticket 2 of 3: Nora Alharbi',
    subtitle: 'MDLBEAST Soundstorm · Day 1',
    facts: [
      { term: 'Pass', value: 'VIP' },
      { term: 'When', value: 'Thursday 10 December 2026 · 16:00–02:00' },
      { term: 'Where', value: 'Banban, Riyadh' },
      { term: 'Price', value: 'SAR 1,250.00' },
    ],
    notes: { label: 'VIP includes', items: ['Fast-track entry', 'VIP lounge and viewing deck'] },
    reference: 'RH-EVT-7Q2W9E.1.abcdefghijklmnopqrstuv',
    qrAlt: 'QR code of the ticket of Nora Alharbi',
    fileLines: ['MDLBEAST Soundstorm · Day 1', 'VIP', 'Banban, Riyadh'],
  },
  decorators: [
    (Story) => (
      <StoryFrame>
        <div style={{ maxInlineSize: 760 }}>
          <TicketList title="E-tickets">{Story()}</TicketList>
        </div>
      </StoryFrame>
    ),
  ],
} satisfies Meta<typeof TicketCard>

export default meta
type Story = StoryObj<typeof meta>

export const EventPass: Story = {}

/** Before payment: the passes are held, the QR codes not yet issued. */
export const Unpaid: Story = { args: { reference: null } }

/** A pass for whoever holds it (an event whose tickets carry no names). */
export const Unnamed: Story = {
  args: { heading: 'Ticket 1 of 2: General admission', notes: undefined },
}
