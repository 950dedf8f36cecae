import { endpoints } from '@rihla/api-contract/endpoints'
import { limitSearches } from '../../http/clientRateLimit'
import type { AppDeps } from '../../http/env'
import type { Register } from '../../http/registrar'
import { expireThenRead } from '../../jobs/expiry'
import { bookAndAnnounce } from '../payments/settlement'
import { eventBookingDetail } from './bookingDetail'
import { eventCategories, eventsHome, listEvents, searchEvents } from './browse'
import { quoteEvent, quotedEvent } from './quotes'
import { reserveEvent } from './reservation'
import { eventShows } from './shows'

export function registerEventRoutes(register: Register, deps: AppDeps) {
  const { db, userEvents, config } = deps
  const secret = config.authSecret
  register(endpoints.eventsHome, (c, { query }) =>
    eventsHome(db, c.get('locale'), query.currency, new Date()),
  )
  register(endpoints.eventCategories, (c) => eventCategories(db, c.get('locale'), new Date()))
  // Search and a category's filtered list read every show of every event: one allowance for both, by
  // address (the consumer API carries no partner credential).
  const limitEventSearches = limitSearches(deps, 'events', { perPartner: false })
  register(endpoints.eventSearch, (c, { query }) => searchEvents(db, query, c.get('locale'), new Date()), {
    before: [limitEventSearches],
  })
  register(endpoints.eventList, (c, { body }) => listEvents(db, body, c.get('locale'), new Date()), {
    before: [limitEventSearches],
  })
  register(endpoints.eventShows, (c, { body }) => eventShows(db, body, c.get('locale'), new Date()))
  register(endpoints.eventQuote, (c, { body }) => quoteEvent(db, body, c.get('locale'), new Date()))
  register(endpoints.eventQuoted, (c, { body }) => quotedEvent(db, body.refId, c.get('locale'), new Date()))
  register(endpoints.eventReservation, (c, { body }) =>
    bookAndAnnounce(userEvents, c.get('user').id, (userId) =>
      reserveEvent({ db, secret, userId, locale: c.get('locale'), now: new Date() }, body),
    ),
  )
  register(endpoints.eventBookingDetail, (c, { body }) => {
    const userId = c.get('user').id
    return expireThenRead({ db, userEvents }, userId, () =>
      eventBookingDetail({ db, secret, userId, locale: c.get('locale'), now: new Date() }, body.uuid),
    )
  })
}
