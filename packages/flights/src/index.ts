// The public surface of @rihla/flights: its route fragment and the address of a flight search.
export { flightsFragment } from './fragment'
export { resultsLocation } from './address'
