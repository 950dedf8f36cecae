import type { ReactNode } from 'react'
import { StoryFrame } from '../testing/StoryFrame'
import { PromptDialog } from './PromptDialog'

export default {
  component: PromptDialog,
  tags: ['autodocs'],
  args: {
    name: 'missingAddons',
    title: 'No checked baggage yet',
    secondary: { label: 'Continue without extra baggage' },
    primary: { label: 'Add baggage' },
    children: <p>Your fare includes no checked baggage.</p>,
  },
  decorators: [(Story: () => ReactNode) => <StoryFrame open="missingAddons">{Story()}</StoryFrame>],
}

export const Dismissable = {}

export const MustAnswer = { args: { mustAnswer: true, title: 'The price has changed' } }
