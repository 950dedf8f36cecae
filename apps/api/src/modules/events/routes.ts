import { endpoints } from '@rihla/api-contract/endpoints'
import type { AppDeps } from '../../http/env'
import type { Register } from '../../http/registrar'
import { eventCategories, eventsHome, listEvents, searchEvents } from './browse'
import { eventShows } from './shows'

export function registerEventRoutes(register: Register, deps: AppDeps) {
  const { db } = deps
  register(endpoints.eventsHome, (c, { query }) =>
    eventsHome(db, c.get('locale'), query.currency, new Date()),
  )
  register(endpoints.eventCategories, (c) => eventCategories(db, c.get('locale'), new Date()))
  register(endpoints.eventSearch, (c, { query }) => searchEvents(db, query, c.get('locale'), new Date()))
  register(endpoints.eventList, (c, { body }) => listEvents(db, body, c.get('locale'), new Date()))
  register(endpoints.eventShows, (c, { body }) => eventShows(db, body, c.get('locale'), new Date()))
}
