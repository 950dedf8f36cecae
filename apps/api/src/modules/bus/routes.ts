import { endpoints } from '@rihla/api-contract/endpoints'
import { limitSearches } from '../../http/clientRateLimit'
import type { AppDeps } from '../../http/env'
import type { Register } from '../../http/registrar'
import { expireThenRead } from '../../jobs/expiry'
import { bookAndAnnounce } from '../payments/settlement'
import { busBookingDetail, busFlexiFares, saveBusOrder } from './orders'
import { busCities, busGallery, busTimes, busesInfo } from './search'
import { busSeatsInfo } from './seats'

export function registerBusRoutes(register: Register, deps: AppDeps) {
  const { db, userEvents, config } = deps
  const secret = config.authSecret
  register(endpoints.buses, (c) => busesInfo(c.get('locale')))
  register(endpoints.busCities, (c) => busCities(c.get('locale')))
  register(endpoints.busTimes, (c, { body }) => busTimes(db, body, c.get('locale')), {
    before: [limitSearches(deps, 'bus', { perPartner: false })],
  })
  register(endpoints.busGallery, (c, { body }) => busGallery(body.class, c.get('locale')))
  register(endpoints.busSeatsInfo, (_c, { body }) => busSeatsInfo(db, body))
  register(endpoints.busFlexiFares, (c, { body }) => busFlexiFares(db, body, c.get('locale')))
  register(endpoints.busSaveOrders, (c, { body }) =>
    bookAndAnnounce(userEvents, c.get('user').id, (userId) =>
      saveBusOrder({ db, secret, userId, locale: c.get('locale'), now: new Date() }, body),
    ),
  )
  register(endpoints.busBookingDetail, (c, { body }) => {
    const userId = c.get('user').id
    return expireThenRead({ db, userEvents }, userId, () =>
      busBookingDetail({ db, secret, userId, locale: c.get('locale'), now: new Date() }, body.uuid),
    )
  })
}
