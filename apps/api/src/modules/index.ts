import type { ApiModule } from '../http/module'
import * as accounts from './accounts'
import * as bookings from './bookings'
import * as bus from './bus'
import * as cancellation from './cancellation'
import * as captcha from './captcha'
import * as contact from './contact'
import * as docs from './docs'
import * as events from './events'
import * as flights from './flights'
import * as fnf from './fnf'
import * as geolocation from './geolocation'
import * as hotels from './hotels'
import * as outbox from './outbox'
import * as pages from './pages'
import * as rail from './rail'
import * as partner from './partner'
import * as payments from './payments'
import * as realtime from './realtime'
import * as redirects from './redirects'
import * as reference from './reference'
import * as searchSessions from './search-sessions'
import * as settings from './settings'
import * as support from './support'
import * as utilities from './utilities'
import * as wallet from './wallet'
import * as widget from './widget'

/**
 * Every module of the API, in the order their routes are registered; `app.ts` registers them and
 * `server.ts` runs their jobs. A new module is one more entry here.
 */
export const API_MODULES: readonly ApiModule[] = [
  docs,
  widget,
  partner,
  reference,
  utilities,
  settings,
  geolocation,
  redirects,
  pages,
  contact,
  outbox,
  accounts,
  captcha,
  wallet,
  bookings,
  hotels,
  rail,
  bus,
  events,
  fnf,
  payments,
  searchSessions,
  flights,
  realtime,
  support,
  cancellation,
]
