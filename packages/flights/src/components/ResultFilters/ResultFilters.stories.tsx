import type { Meta, StoryObj } from '@storybook/react-vite'
import { useState } from 'react'
import { filterFacets, noFilters } from '../../resultsView'
import { resultItineraries } from '../../testing/storyData'
import { ResultFilters } from './ResultFilters'

const meta = {
  component: ResultFilters,
  args: { filters: noFilters(), facets: filterFacets(resultItineraries), onChange: () => undefined },
  // The filters apply as they change, as on the results page.
  render: function FilterResults(args) {
    const [filters, setFilters] = useState(args.filters)
    return <ResultFilters {...args} filters={filters} onChange={setFilters} />
  },
} satisfies Meta<typeof ResultFilters>

export default meta
type Story = StoryObj<typeof meta>

export const None: Story = {}

/** Direct flights with a bag, in the morning: "Reset filters" shows. */
export const Set: Story = {
  args: {
    filters: { ...noFilters(), stops: [0], departureWindows: ['morning'], baggageIncluded: true },
  },
}

/** Inside the phone's sheet, whose title names it. */
export const InSheet: Story = { args: { variant: 'sheet' } }
