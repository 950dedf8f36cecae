import type { ReactNode } from 'react'
import { StoryFrame } from '../testing/StoryFrame'
import { QuoteErrorDialog } from './QuoteErrorDialog'

export default {
  component: QuoteErrorDialog,
  tags: ['autodocs'],
  args: {
    description: 'We could not confirm the current price of this fare. Please try again.',
    onRetry: () => {},
    onBackToResults: () => {},
  },
  decorators: [(Story: () => ReactNode) => <StoryFrame open="quoteError">{Story()}</StoryFrame>],
}

export const Default = {}
