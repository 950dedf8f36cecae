// A hotel's detail page as a chunk of its own: the results page does not carry the rooms, the gallery
// and the tabs, and the detail page does not carry the search form.
export { Route } from './HotelDetail'
export { load, title } from './HotelDetail.load'
