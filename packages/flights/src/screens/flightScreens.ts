// Both flight screens, their loaders and the results' head as one chunk: the first page then names one chunk (and its
// preloads) for flights instead of four.
export { Route as flightsHomeRoute } from './FlightsHome'
export { Route as flightResultsRoute } from './FlightResults'
export { loadFlightResults, loadFlightsHome } from '../loaders'
export { flightResultsHead } from '../resultsHead'
