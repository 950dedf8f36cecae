// The flights home's screen and loader as one chunk, without the results' code: its search form's code
// loads after the page's first render (FlightsSearch).
export { Route } from './FlightsHome'
export { loadFlightsHome } from '../homeLoader'
