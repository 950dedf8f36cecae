import type { ReactNode } from 'react'
import { userEvent, within } from 'storybook/test'
import { StoryFrame } from '../testing/StoryFrame'
import { FiltersSheet } from './FiltersSheet'

export default {
  component: FiltersSheet,
  tags: ['autodocs'],
  args: {
    active: 0,
    showResultsLabel: 'Show 12 results',
    children: <p>The vertical’s filters</p>,
  },
  decorators: [(Story: () => ReactNode) => <StoryFrame>{Story()}</StoryFrame>],
}

export const Closed = {}

/** Two filters set: the button counts them. */
export const WithFilters = { args: { active: 2 } }

export const Open = {
  play: async ({ canvasElement }: { canvasElement: HTMLElement }) => {
    await userEvent.click(within(canvasElement).getByRole('button'))
    await within(document.body).findByRole('dialog')
  },
}
