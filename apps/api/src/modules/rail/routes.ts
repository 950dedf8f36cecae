import { endpoints } from '@rihla/api-contract/endpoints'
import { limitSearches } from '../../http/clientRateLimit'
import type { AppDeps } from '../../http/env'
import type { Register } from '../../http/registrar'
import { expireThenRead } from '../../jobs/expiry'
import { bookAndAnnounce } from '../payments/settlement'
import { reserveTrain, trainBookingDetail } from './reservation'
import { railwaysGeneral, searchTrains } from './search'
import { trainSeatmap } from './seats'
import { verifyTicket } from '../transit/tickets'

export function registerRailRoutes(register: Register, deps: AppDeps) {
  const { db, userEvents, config } = deps
  const secret = config.authSecret
  register(endpoints.railwaysGeneral, (c) => railwaysGeneral(db, c.get('locale')))
  register(endpoints.railwaysSearch, (c, { body }) => searchTrains(db, body, c.get('locale')), {
    before: [limitSearches(deps, 'rail', { perPartner: false })],
  })
  register(endpoints.railwaysSeatmap, (c, { body }) => trainSeatmap(db, body, c.get('locale')))
  register(endpoints.railwaysReservation, (c, { body }) =>
    bookAndAnnounce(userEvents, c.get('user').id, (userId) =>
      reserveTrain({ db, secret, userId, locale: c.get('locale'), now: new Date() }, body),
    ),
  )
  register(endpoints.railwaysBookingDetail, (c, { body }) => {
    const userId = c.get('user').id
    // An unpaid booking past its window is shown expired, its seats back on sale, as My Bookings does.
    return expireThenRead({ db, userEvents }, userId, () =>
      trainBookingDetail({ db, secret, userId, locale: c.get('locale'), now: new Date() }, body.uuid),
    )
  })
  register(endpoints.ticketVerify, (_c, { body }) => verifyTicket(db, secret, body.reference))
}
