import { modalAtom } from '@rihla/core'
import type { AppStoryParameters } from '@rihla/core/testing/storybook'
import { pendingAnswer } from '@rihla/core/testing/storybook'
import type { Meta, StoryObj } from '@storybook/react-vite'
import { CancelBooking } from './CancelBooking'
import { notAllowedQuote, testBooking, testQuote } from './fixtures'

const app = (api: AppStoryParameters['api']): { app: AppStoryParameters } => ({
  app: { api, setup: ({ store }) => store.set(modalAtom('cancelConfirmation'), true) },
})

const meta = {
  component: CancelBooking,
  args: { booking: testBooking },
  parameters: app({ cancellationQuote: () => ({ quote: testQuote() }) }),
} satisfies Meta<typeof CancelBooking>

export default meta
type Story = StoryObj<typeof meta>

/** A refundable fare: the refund, its fee, where it goes and by when. */
export const Refundable: Story = {}

/** Paid to a mobile wallet: the refund goes back there. */
export const ToWallet: Story = {
  parameters: app({ cancellationQuote: () => ({ quote: testQuote({ refundTo: 'wallet' }) }) }),
}

/** A fare that cannot be cancelled online: why, and a request to support instead. */
export const NotAllowed: Story = {
  parameters: app({ cancellationQuote: () => ({ quote: notAllowedQuote }) }),
}

export const Loading: Story = { parameters: app({ cancellationQuote: pendingAnswer }) }
