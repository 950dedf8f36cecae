import type { ReactNode } from 'react'
import { StoryFrame } from '../testing/StoryFrame'
import { SearchExpiredDialog } from './SearchExpiredDialog'

export default {
  component: SearchExpiredDialog,
  tags: ['autodocs'],
  args: { onRefresh: () => undefined, onGoToSearch: () => undefined },
  decorators: [(Story: () => ReactNode) => <StoryFrame open="sessionExpire">{Story()}</StoryFrame>],
}

export const Open = {}
