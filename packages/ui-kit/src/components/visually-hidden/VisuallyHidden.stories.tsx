import type { Meta, StoryObj } from '@storybook/react-vite'
import Heart from 'lucide-react/icons/heart'
import { VisuallyHidden } from './VisuallyHidden.tsx'
import { Button } from '../button/Button.tsx'

const meta = {
  component: VisuallyHidden,
  tags: ['autodocs'],
  args: { children: 'Save to favourites' },
} satisfies Meta<typeof VisuallyHidden>

export default meta
type Story = StoryObj<typeof meta>

/** Text for screen readers only: the button below is named by hidden text beside its icon. */
export const InsideIconButton: Story = {
  render: (args) => (
    <Button variant="secondary" isIconOnly>
      <Heart size={20} aria-hidden />
      <VisuallyHidden {...args} />
    </Button>
  ),
}
