// The results screen and its loader as one chunk, without the home's: the search form's code loads
// after the page's first render (BusResults).
export { Route } from './BusResults'
export { loadBusResults } from '../loaders'
