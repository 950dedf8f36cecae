import type { Locale } from '@rihla/api-contract'
import type { Config } from '../config'
import type { Db } from '../db/client'
import type { Logger } from '../logger'
import type { ItineraryThread } from '../modules/flights/itineraryThread'
import type { UserEvents } from '../realtime/userEvents'
import type { RateLimiters } from './rateLimit'

export interface AppDeps {
  db: Db
  config: Config
  logger: Logger
  /** Changes to users' records, for their realtime channels. */
  userEvents: UserEvents
  /** Where flight searches build their itineraries (the server's worker thread); absent: in the request. */
  itineraryThread?: ItineraryThread
  /** Where limits count actions: in memory for one process, in the database for several. */
  rateLimits: RateLimiters
}

/** Who a partner token was issued to. */
export interface PartnerPrincipal {
  username: string
  widgetId: string
}

/** The signed-in user a request acts for, and the session its token belongs to. */
export interface UserPrincipal {
  id: string
  sessionId: string
}

export interface AppEnv {
  Variables: {
    locale: Locale
    clientIp: string
    partner: PartnerPrincipal
    user: UserPrincipal
    /** The traveller a partner call acts for, named by the api_token of their session (SPEC.md §7). */
    traveller: UserPrincipal
  }
}
