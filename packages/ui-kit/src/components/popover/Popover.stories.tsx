import type { Meta, StoryObj } from '@storybook/react-vite'
import { DialogTrigger } from 'react-aria-components/Popover'
import { Button } from '../button/Button.tsx'
import { NumberField } from '../number-field/NumberField.tsx'
import { PopoverDialog } from './Popover.tsx'

const meta = {
  component: PopoverDialog,
  tags: ['autodocs'],
  args: { title: 'Travellers', showArrow: true, children: null },
} satisfies Meta<typeof PopoverDialog>

export default meta
type Story = StoryObj<typeof meta>

export const Travellers: Story = {
  render: (args) => (
    <DialogTrigger>
      <Button variant="secondary">2 travellers</Button>
      <PopoverDialog {...args}>
        <NumberField label="Adults" defaultValue={2} minValue={1} maxValue={9} />
        <NumberField
          label="Children"
          description="2 to 12 years"
          defaultValue={0}
          minValue={0}
          maxValue={8}
        />
      </PopoverDialog>
    </DialogTrigger>
  ),
}

export const OpenByDefault: Story = {
  render: (args) => (
    <DialogTrigger defaultOpen>
      <Button variant="secondary">Fare rules</Button>
      <PopoverDialog {...args} title="Fare rules" placement="bottom start">
        <p>Changes are allowed up to 48 hours before departure.</p>
      </PopoverDialog>
    </DialogTrigger>
  ),
}
