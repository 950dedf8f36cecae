// The public surface of @rihla/hotels: its route fragment.
export { hotelsFragment } from './fragment'
