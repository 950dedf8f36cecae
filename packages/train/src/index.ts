// The public surface of @rihla/train: its route fragment.
export { trainFragment } from './fragment'
