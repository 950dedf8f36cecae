// The public surface of @rihla/bus: its route fragment.
export { busFragment } from './fragment'
