// A search session's end: the 410 that says so, the idle timer, the prompt and the step's expired state.
export { isSessionExpired } from './isSessionExpired'
export { useSessionExpiry } from './useSessionExpiry'
export type { SessionExpiryOptions } from './useSessionExpiry'
export { SearchExpiredDialog } from './SearchExpiredDialog'
export type { SearchExpiredDialogProps } from './SearchExpiredPrompt'
export { SearchExpiredState, TripLoading } from './SessionStates'
