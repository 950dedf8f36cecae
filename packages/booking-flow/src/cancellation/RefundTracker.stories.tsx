import type { Meta, StoryObj } from '@storybook/react-vite'
import { testRefund, UUID } from './fixtures'
import { RefundTracker } from './RefundTracker'

const meta = {
  component: RefundTracker,
  args: { uuid: UUID },
  parameters: { app: { api: { refundTracker: () => ({ refund: testRefund() }) } } },
} satisfies Meta<typeof RefundTracker>

export default meta
type Story = StoryObj<typeof meta>

export const InProgress: Story = {}

export const Refunded: Story = {
  parameters: {
    app: {
      api: {
        refundTracker: () => ({
          refund: testRefund({
            status: 'refunded',
            refundedAt: '2026-11-27T15:10:00.000Z',
            steps: [
              ...testRefund().steps,
              { status: 'Refunded', at: '2026-11-27T15:10:00.000Z', by: 'provider' },
            ],
          }),
        }),
      },
    },
  },
}

/** Cancelled by an agent on a fare that gives nothing back: no refund steps after Cancelled. */
export const NothingBack: Story = {
  parameters: {
    app: {
      api: {
        refundTracker: () => ({
          refund: testRefund({
            status: 'none',
            fee: { amount: 40_000, currency: 'SAR' },
            refund: { amount: 0, currency: 'SAR' },
            refundTo: null,
            refundExpectedBy: null,
            steps: [{ status: 'Cancelled', at: '2026-11-27T15:00:00.000Z', by: 'agent' }],
          }),
        }),
      },
    },
  },
}
