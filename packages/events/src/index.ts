// The public surface of @rihla/events: its route fragment.
export { eventsFragment } from './fragment'
