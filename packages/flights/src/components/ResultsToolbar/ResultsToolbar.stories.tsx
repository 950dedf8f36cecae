import type { Meta, StoryObj } from '@storybook/react-vite'
import { useState } from 'react'
import { filterFacets, noFilters } from '../../resultsView'
import { resultItineraries } from '../../testing/storyData'
import { ResultsToolbar } from './ResultsToolbar'

const meta = {
  component: ResultsToolbar,
  args: {
    order: 'cheapest',
    onOrderChange: () => undefined,
    count: resultItineraries.length,
    filters: { filters: noFilters(), facets: filterFacets(resultItineraries), onChange: () => undefined },
    progress: null,
  },
  render: function SortResults(args) {
    const [order, setOrder] = useState(args.order)
    return <ResultsToolbar {...args} order={order} onOrderChange={setOrder} />
  },
} satisfies Meta<typeof ResultsToolbar>

export default meta
type Story = StoryObj<typeof meta>

export const Results: Story = {}

export const OneResult: Story = { args: { count: 1, order: 'quickest' } }

/** While the search runs there is nothing to count or filter; its progress runs along the lower edge. */
export const Searching: Story = { args: { count: null, filters: null, progress: { settled: 2, total: 5 } } }

/** Results from the first providers, while the others are still asked. */
export const FirstResults: Story = { args: { progress: { settled: 3, total: 5 } } }
