import { endpoints } from '@rihla/api-contract/endpoints'
import type { AppDeps } from '../../http/env'
import type { Register } from '../../http/registrar'
import { expireThenRead, expireUnpaidBookings } from '../../jobs/expiry'
import { announceBooking } from '../payments/settlement'
import { flightInvoice } from '../flights/invoice/invoiceData'
import { renderInvoicePdf } from '../flights/invoice/invoicePdf'
import { giveSampleBookings } from './samples'
import { cancelHotelBooking, getBooking, listBookings } from './service'

export function registerBookingRoutes(register: Register, deps: AppDeps) {
  const { db, userEvents } = deps
  // A list is never shown with a booking whose window has passed still payable: the user's overdue
  // bookings expire first, releasing their holds and announcing the change like the job does.
  register(endpoints.bookingsIndex, (c, { body }) =>
    expireThenRead(deps, c.get('user').id, () => listBookings(db, c.get('user').id, body, c.get('locale'))),
  )
  register(endpoints.userBookingsAll, (c, { body }) =>
    expireThenRead(deps, c.get('user').id, () => listBookings(db, c.get('user').id, body, c.get('locale'))),
  )
  register(endpoints.userBookingGet, (c, { body }) =>
    expireThenRead(deps, c.get('user').id, async () => ({
      booking: await getBooking(db, c.get('user').id, body.uuid, c.get('locale')),
    })),
  )
  // The hotel API is a partner surface: the partner token admits the caller, and the traveller is the
  // owner of the session whose api_token is in the query (SPEC.md §7), never anyone the partner names.
  register(
    endpoints.hotelCancel,
    async (c, { query }) => {
      const userId = c.get('traveller').id
      const booking = await cancelHotelBooking(db, { userId, uuid: query.UUID }, c.get('locale'))
      announceBooking(userEvents, userId, booking.uuid, booking.status)
      // A cancelled booking's rooms go back on sale and its open payment attempts end now, not at the next job run.
      await expireUnpaidBookings(deps, new Date(), { userId })
      return { booking }
    },
    { apiToken: true },
  )
  register(endpoints.bookingInvoice, async (c, { query }) => {
    const invoice = await flightInvoice(db, c.get('user').id, query.uuid)
    const pdf = await renderInvoicePdf(invoice)
    return new Response(new Uint8Array(pdf), {
      headers: {
        'content-type': 'application/pdf',
        'content-disposition': `attachment; filename="${invoice.number}.pdf"`,
        'cache-control': 'private, no-store',
      },
    })
  })
  register(endpoints.devBookings, (c) => giveSampleBookings(db, c.get('user').id))
}
