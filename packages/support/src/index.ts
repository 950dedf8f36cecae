// The public surface of @rihla/support.
export { supportFragment } from './fragment'
