import { serverMessages } from '@rihla/api-contract'
import type { Locale } from '@rihla/api-contract'
import type { RefundDestination } from '@rihla/api-contract/cancellation'
import { eq } from 'drizzle-orm'
import type { Db } from '../../db/client'
import { bookings } from '../../db/schema'
import { ServiceError } from '../../errors'
import type { UserEvents } from '../../realtime/userEvents'
import { toBooking } from '../bookings/service'
import { lockBooking } from '../payments/settlement'
import { announceSupport } from '../support/announce'
import { deskRequest } from '../support/desk'
import { agentActor, findRequest, moveRequest, sendMessage } from '../support/service'
import { agentMayMove } from '../support/transitions'
import { reckon } from './quote'
import { announceCancelled, cancelLocked, quoteOf, trackerOf } from './service'

// "Approve cancellation" on the agent desk: the booking of a request is cancelled on the agent's policy
// (which may give back what the traveller could not get online), and the traveller hears of it in the
// request's chat and on their open booking page.

const notAbout = () => new ServiceError('conflict', serverMessages.cancellationNotAbout)

async function requestBooking(db: Db, agentId: string, id: string) {
  const agent = await agentActor(db, agentId)
  const request = await findRequest(db, agent, id)
  const [booking] = await db.select().from(bookings).where(eq(bookings.id, request.bookingId)).limit(1)
  if (!booking) throw notAbout()
  return { agent, request, booking }
}

/** GET deskCancellationQuote: what the agent's cancelling the request's booking would do. */
export async function deskQuote(db: Db, agentId: string, id: string, locale: Locale, now = new Date()) {
  const { booking } = await requestBooking(db, agentId, id)
  const quote = await quoteOf(db, booking, 'agent', locale, now)
  if (!quote.allowed) throw notAbout()
  return quote
}

const amountText = (amount: number, currency: string) =>
  `${currency} ${new Intl.NumberFormat('en-US', { minimumFractionDigits: 2, maximumFractionDigits: 2 }).format(amount / 100)}`

const dayText = (at: Date, locale: string) =>
  new Intl.DateTimeFormat(locale, { dateStyle: 'long', timeZone: 'Asia/Riyadh' }).format(at)

/**
 * The agent's message about the cancellation. The server keeps no traveller language (the site sends it
 * per request), so it says it in both, English first.
 */
export function cancellationMessage(
  orderRef: string,
  refund: { amount: number; currency: string; to: RefundDestination | null; by: Date | null },
) {
  if (!refund.amount || !refund.by)
    return [
      `Your booking ${orderRef} is cancelled. Its fare gives nothing back.`,
      `تم إلغاء حجزك ${orderRef}. لا يُسترد أي مبلغ وفق شروط هذه التذكرة.`,
    ].join('\n\n')
  const amount = amountText(refund.amount, refund.currency)
  const to = refund.to === 'wallet' ? ['your wallet', 'محفظتك'] : ['your card', 'بطاقتك']
  return [
    `Your booking ${orderRef} is cancelled. ${amount} will be refunded to ${to[0]} by ${dayText(refund.by, 'en-GB')}.`,
    `تم إلغاء حجزك ${orderRef}. سيُسترد مبلغ ${amount} إلى ${to[1]} بحلول ${dayText(refund.by, 'ar-SA-u-ca-gregory-nu-latn')}.`,
  ].join('\n\n')
}

/**
 * POST deskApproveCancellation: cancels the request's booking at the refund the agent was shown, posts
 * the agent's message stating the refund, leaves the request awaiting the traveller, and tells both the
 * request's channel and the traveller's booking screens.
 */
export async function approveCancellation(
  deps: { db: Db; userEvents: UserEvents },
  agentId: string,
  id: string,
  expectedRefund: number,
  locale: Locale,
  now = new Date(),
) {
  const { db, userEvents } = deps
  const { agent, request } = await requestBooking(db, agentId, id)
  if (request.status === 'closed') throw new ServiceError('conflict', serverMessages.supportRequestClosed)
  const cancelled = await db.transaction(async (tx) => {
    const booking = await lockBooking(tx, request.bookingId)
    // A booking the agent's policy cannot cancel is not what this request can be approved for.
    if ((await reckon(tx, booking, 'agent', now)).refusal) throw notAbout()
    const done = await cancelLocked(tx, booking, { by: 'agent', expectedRefund }, now)
    announceCancelled(userEvents, done)
    return done
  })
  const refund = await trackerOf(db, cancelled.booking)
  const sent = await sendMessage(db, agent, request.id, {
    clientId: `cancellation:${cancelled.booking.id}`,
    body: cancellationMessage(cancelled.booking.orderRef, {
      amount: refund.refund.amount,
      currency: refund.refund.currency,
      to: refund.refundTo,
      by: refund.refundExpectedBy ? new Date(refund.refundExpectedBy) : null,
    }),
    attachmentIds: [],
  })
  if (sent.created) announceSupport.message(userEvents, sent.request, sent.message)
  let status = sent.moved
  if (sent.request.status !== 'awaiting_customer' && agentMayMove(sent.request.status, 'awaiting_customer')) {
    status = (await moveRequest(db, sent.request, 'awaiting_customer')).status
  }
  if (status) announceSupport.status(userEvents, sent.request, status)
  const view = await deskRequest(db, request.id, locale)
  return { request: view.request, booking: toBooking(cancelled.booking, locale, now), refund }
}
