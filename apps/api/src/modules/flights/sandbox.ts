import type { Db } from '../../db/client'
import { flightSearches } from './sessions'

/**
 * Sandbox only: the session ends now, as if it had sat idle for its full period. Its unbooked seat
 * holds end with it, as they would have lapsed on their own.
 */
export function endSearchSession(db: Db, refId: string, now: Date = new Date()) {
  return flightSearches.end(db, refId, now)
}
