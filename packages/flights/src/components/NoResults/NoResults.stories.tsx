import type { Meta, StoryObj } from '@storybook/react-vite'
import { fn } from 'storybook/test'
import { NoResults } from './NoResults'

const meta = {
  component: NoResults,
  args: { cabin: 'economy', onChangeSearch: fn(), onSearchEconomy: fn() },
} satisfies Meta<typeof NoResults>

export default meta
type Story = StoryObj<typeof meta>

export const Economy: Story = {}

/** Above Economy, the class is the likely reason, and the same search in Economy is one press away. */
export const Business: Story = { args: { cabin: 'business' } }
