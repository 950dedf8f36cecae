import type { Meta, StoryObj } from '@storybook/react-vite'
import { fareFamilies } from '../../testing/storyData'
import { FareFamilyCards } from './FareFamilyCards'

const meta = {
  component: FareFamilyCards,
  args: { labelledBy: 'fare-families', families: fareFamilies },
  decorators: [
    (Story) => (
      <>
        <h2 id="fare-families">Fare families</h2>
        <Story />
      </>
    ),
  ],
} satisfies Meta<typeof FareFamilyCards>

export default meta
type Story = StoryObj<typeof meta>

export const Families: Story = {}

/** A low-cost airline: one fare, Economy only. */
export const LowCost: Story = { args: { families: fareFamilies.slice(0, 1) } }
