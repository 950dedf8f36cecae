// The results screen, its loader and head as one chunk: the first page then names one chunk (and its preloads)
// for the results instead of three.
export { Route as flightResultsRoute } from './FlightResults'
export { loadFlightResults } from '../loaders'
export { flightResultsHead } from '../resultsHead'
