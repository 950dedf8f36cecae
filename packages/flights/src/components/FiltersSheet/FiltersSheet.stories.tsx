import type { Meta, StoryObj } from '@storybook/react-vite'
import { userEvent, within } from 'storybook/test'
import { filterFacets, noFilters } from '../../resultsView'
import { resultItineraries } from '../../testing/storyData'
import { FiltersSheet } from './FiltersSheet'

const meta = {
  component: FiltersSheet,
  args: {
    filters: noFilters(),
    facets: filterFacets(resultItineraries),
    onChange: () => undefined,
    resultCount: resultItineraries.length,
  },
} satisfies Meta<typeof FiltersSheet>

export default meta
type Story = StoryObj<typeof meta>

export const Closed: Story = {}

/** Two filters set: the button counts them. */
export const WithFilters: Story = {
  args: { filters: { ...noFilters(), stops: [0], refundable: true }, resultCount: 1 },
}

export const Open: Story = {
  play: async ({ canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('button'))
    await within(document.body).findByRole('dialog')
  },
}
