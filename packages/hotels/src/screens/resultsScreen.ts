// The results screen and its loader as one chunk, without the home's: the filters' and the search
// form's code load after the page's first render (HotelResults).
export { Route } from './HotelResults'
export { loadHotelResults } from '../loaders'
export { hotelResultsHead } from '../resultsHead'
