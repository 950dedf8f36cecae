import type { Meta, StoryObj } from '@storybook/react-vite'
import { useState } from 'react'
import { Button } from '../button/Button.tsx'
import { createToastQueue } from '../toast-queue/toastQueue.ts'
import { ToastRegion } from './ToastRegion.tsx'

const meta = {
  component: ToastRegion,
  tags: ['autodocs'],
  args: { closeLabel: 'Close', queue: createToastQueue() },
} satisfies Meta<typeof ToastRegion>

export default meta
type Story = StoryObj<typeof meta>

export const Tones: Story = {
  render: function Tones(args) {
    const [queue] = useState(() => createToastQueue())
    return (
      <>
        <div style={{ display: 'flex', flexWrap: 'wrap', gap: 12 }}>
          <Button onPress={() => queue.add({ title: 'PNR is copied', tone: 'success' }, { timeout: 5000 })}>
            Copy PNR
          </Button>
          <Button
            variant="secondary"
            onPress={() =>
              queue.add({
                title: 'Payment Failed!',
                description: 'Check your card details or try another payment method.',
                tone: 'danger',
              })
            }
          >
            Fail a payment
          </Button>
          <Button
            variant="ghost"
            onPress={() => queue.add({ title: 'No Internet Connection', tone: 'warning' })}
          >
            Go offline
          </Button>
        </div>
        <ToastRegion {...args} queue={queue} />
      </>
    )
  },
}

export const Visible: Story = {
  render: function Visible(args) {
    const [queue] = useState(() => {
      const initial = createToastQueue()
      initial.add({ title: 'Hotel Link is copied', tone: 'info' })
      initial.add({
        title: 'Booking confirmed',
        description: 'Your e-ticket is on its way.',
        tone: 'success',
      })
      return initial
    })
    return <ToastRegion {...args} queue={queue} />
  },
}
