// A vertical's routes: the booking steps' layout and the helper that makes each screen's route.
export { bookingStepsRoute } from './bookingStepsRoute'
export { screenRoute } from './screenRoute'
export type { ScreenContext, ScreenRouteOptions } from './screenRoute'
export { BookingSteps } from './BookingSteps'
export type { BookingStepsProps } from './BookingSteps'
export { useRouteRetry } from './useRouteRetry'
