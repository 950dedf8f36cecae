import type { ReactNode } from 'react'
import { StoryFrame } from '../testing/StoryFrame'
import { SearchExpiredState, TripLoading } from './SessionStates'

export default {
  component: SearchExpiredState,
  tags: ['autodocs'],
  args: { headingLevel: 2, onRefresh: () => undefined },
  decorators: [(Story: () => ReactNode) => <StoryFrame>{Story()}</StoryFrame>],
}

export const Expired = {}

export const Loading = { render: () => <TripLoading /> }
