export { useUserRealtimeEvent } from './useUserRealtimeEvent'
export { REALTIME_RESUBSCRIBED, userRealtime } from './connection'
export type { RealtimeListener, UserRealtime } from './connection'
export { REALTIME_TIMEOUTS, realtimeOptions } from './options'
