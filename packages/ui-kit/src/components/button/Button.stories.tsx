import type { Meta, StoryObj } from '@storybook/react-vite'
import ArrowRight from 'lucide-react/icons/arrow-right'
import Search from 'lucide-react/icons/search'
import { useState } from 'react'
import { directionalIcon } from '../../styles/icons.css.ts'
import { Button } from './Button.tsx'

const meta = {
  component: Button,
  tags: ['autodocs'],
  args: { children: 'Search flights', variant: 'primary', size: 'md' },
  argTypes: {
    variant: { control: 'inline-radio', options: ['primary', 'secondary', 'ghost', 'danger'] },
    size: { control: 'inline-radio', options: ['sm', 'md', 'lg'] },
  },
} satisfies Meta<typeof Button>

export default meta
type Story = StoryObj<typeof meta>

export const Primary: Story = {}

export const Variants: Story = {
  render: (args) => (
    <div style={{ display: 'flex', flexWrap: 'wrap', gap: 12 }}>
      <Button {...args} variant="primary">
        Book now
      </Button>
      <Button {...args} variant="secondary">
        View details
      </Button>
      <Button {...args} variant="ghost">
        Reset filters
      </Button>
      <Button {...args} variant="danger">
        Cancel booking
      </Button>
    </div>
  ),
}

export const Sizes: Story = {
  render: (args) => (
    <div style={{ display: 'flex', gap: 12, alignItems: 'center' }}>
      <Button {...args} size="sm">
        Small
      </Button>
      <Button {...args} size="md">
        Medium
      </Button>
      <Button {...args} size="lg">
        Large
      </Button>
    </div>
  ),
}

export const WithIcons: Story = {
  args: {
    startIcon: <Search size={18} aria-hidden />,
    endIcon: <ArrowRight size={18} aria-hidden className={directionalIcon} />,
  },
}

export const IconOnly: Story = {
  args: {
    isIconOnly: true,
    'aria-label': 'Search',
    children: <Search size={20} aria-hidden />,
    variant: 'secondary',
  },
}

export const Pending: Story = {
  args: { isPending: true, pendingLabel: 'Searching flights' },
}

export const PendingToggle: Story = {
  render: function PendingToggle(args) {
    const [isPending, setPending] = useState(false)
    return (
      <Button
        {...args}
        isPending={isPending}
        pendingLabel="Processing payment"
        onPress={() => {
          setPending(true)
          setTimeout(() => setPending(false), 2000)
        }}
      >
        Pay now
      </Button>
    )
  },
}

export const Disabled: Story = { args: { isDisabled: true } }

export const FullWidth: Story = { args: { isFullWidth: true } }
