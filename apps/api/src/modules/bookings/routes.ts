import { endpoints } from '@rihla/api-contract/endpoints'
import type { AppDeps } from '../../http/env'
import type { Register } from '../../http/registrar'
import { expireThenRead } from '../../jobs/expiry'
import { flightInvoice } from '../flights/invoice/invoiceData'
import { renderInvoicePdf } from '../flights/invoice/invoicePdf'
import { giveSampleBookings } from './samples'
import { getBooking, listBookings } from './service'

export function registerBookingRoutes(register: Register, deps: AppDeps) {
  const { db } = deps
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
  register(endpoints.bookingInvoice, async (c, { query }) => {
    const invoice = await flightInvoice(db, c.get('user').id, query.uuid, deps.config.seller)
    const pdf = await renderInvoicePdf(invoice)
    return new Response(new Uint8Array(pdf), {
      headers: {
        'content-type': 'application/pdf',
        'content-disposition': `attachment; filename="${invoice.number}.pdf"`,
        'cache-control': 'private, no-store',
      },
    })
  })
}

/** Sandbox only (the registrar skips it otherwise): the sample bookings, for a user to try My Bookings on. */
export function registerDevBookingRoutes(register: Register, { db }: AppDeps) {
  register(endpoints.devBookings, (c) => giveSampleBookings(db, c.get('user').id))
}
