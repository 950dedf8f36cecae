import type { Meta, StoryObj } from '@storybook/react-vite'
import { useState } from 'react'
import { Button } from '../button/Button.tsx'
import { Countdown } from './Countdown.tsx'

const meta = {
  component: Countdown,
  tags: ['autodocs'],
  args: { seconds: 900, 'aria-label': 'Payment expires in' },
} satisfies Meta<typeof Countdown>

export default meta
type Story = StoryObj<typeof meta>

export const PaymentExpiry: Story = {
  render: (args) => (
    <p>
      Complete your payment within{' '}
      <strong>
        <Countdown {...args} />
      </strong>
    </p>
  ),
}

export const ToTargetTime: Story = {
  render: function ToTarget(args) {
    const [target] = useState(() => Date.now() + 2 * 3600 * 1000 + 5000)
    return <Countdown {...args} seconds={undefined} to={target} aria-label="Seat hold expires in" />
  },
}

export const ErrorPageButton: Story = {
  args: { seconds: 5 },
  render: function ErrorPageButton(args) {
    const [done, setDone] = useState(false)
    return (
      <Button>
        {done ? (
          'Go to home'
        ) : (
          <Countdown {...args} onComplete={() => setDone(true)} formatLabel={(s) => `Go to home (${s}s)`} />
        )}
      </Button>
    )
  },
}

export const Pausable: Story = {
  render: function Pausable(args) {
    const [isPaused, setPaused] = useState(false)
    return (
      <div style={{ display: 'flex', gap: 16, alignItems: 'center' }}>
        <Countdown {...args} seconds={120} isPaused={isPaused} />
        <Button variant="secondary" size="sm" onPress={() => setPaused((paused) => !paused)}>
          {isPaused ? 'Resume' : 'Pause'}
        </Button>
      </div>
    )
  },
}
