// The home and results screens, their loader, as one chunk: the first page names one hotels chunk.
export { Route as hotelsHomeRoute } from './HotelsHome'
export { Route as hotelResultsRoute } from './HotelResults'
export { loadHotelResults } from '../loaders'
