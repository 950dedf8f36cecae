import type { Meta, StoryObj } from '@storybook/react-vite'
import { useState } from 'react'
import { fareFamilies } from '../../testing/storyData'
import { FareFamilies } from './FareFamilies'

const meta = {
  component: FareFamilies,
  args: { fares: fareFamilies, selectedFareId: 'saver', onSelect: () => undefined, labelledBy: 'fares' },
  render: function ChooseFare(args) {
    const [selected, setSelected] = useState(args.selectedFareId)
    return (
      <>
        <h2 id="fares">Choose your fare</h2>
        <FareFamilies {...args} selectedFareId={selected} onSelect={setSelected} />
      </>
    )
  },
} satisfies Meta<typeof FareFamilies>

export default meta
type Story = StoryObj<typeof meta>

export const Choose: Story = {}

export const NoneChosen: Story = { args: { selectedFareId: null } }

/** While the chosen fare is being quoted. */
export const Disabled: Story = { args: { isDisabled: true } }
