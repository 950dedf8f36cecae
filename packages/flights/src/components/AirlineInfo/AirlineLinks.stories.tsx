import { pendingAnswer, serverError } from '@rihla/core/testing/storybook'
import type { FakeHandlers } from '@rihla/core/testing'
import type { Meta, StoryObj } from '@storybook/react-vite'
import { AirlineLinks } from './AirlineLinks'

const airlines = (answer: FakeHandlers['airlines']) => ({ app: { api: { airlines: answer } } })

const meta = {
  component: AirlineLinks,
  parameters: airlines(() => ({
    airlines: [
      { slug: 'saudia', code: 'SV', name: 'Saudia' },
      { slug: 'flynas', code: 'XY', name: 'flynas' },
      { slug: 'flyadeal', code: 'F3', name: 'flyadeal' },
      { slug: 'riyadh-air', code: 'RX', name: 'Riyadh Air' },
    ],
  })),
} satisfies Meta<typeof AirlineLinks>

export default meta
type Story = StoryObj<typeof meta>

export const Airlines: Story = {}

export const Loading: Story = { parameters: airlines(pendingAnswer) }

export const Failed: Story = { parameters: airlines(serverError('airlines')) }

/** No airlines, no section: the story is empty. */
export const NoAirlines: Story = { parameters: airlines(() => ({ airlines: [] })) }
