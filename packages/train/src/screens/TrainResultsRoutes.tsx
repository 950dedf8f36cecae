import { createLazyRoute, getRouteApi } from '@tanstack/react-router'
import { TrainResultsPage } from './TrainResults'

const results = getRouteApi('/{-$locale}/train/$route')
const searchResults = getRouteApi('/{-$locale}/train/search-results')

function Results() {
  return <TrainResultsPage search={results.useSearch()} />
}

function SearchResults() {
  return <TrainResultsPage search={searchResults.useSearch()} />
}

export const resultsRoute = createLazyRoute('/{-$locale}/train/$route')({ component: Results })
export const searchResultsRoute = createLazyRoute('/{-$locale}/train/search-results')({
  component: SearchResults,
})
