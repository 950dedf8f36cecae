import { serverMessages } from '@rihla/api-contract'
import type { Locale } from '@rihla/api-contract'
import type { EventQuote, eventQuoteRequestSchema } from '@rihla/api-contract/event-booking'
import type { z } from 'zod/mini'
import type { Db } from '../../db/client'
import { FieldError, ServiceError } from '../../errors'
import { convert, priceIn } from '../inventory/pricing'
import { breakdownOf } from '../transit/pricing'
import { viewOf } from './browse'
import { eventQuotes } from './sessions'
import type { EventSession, StoredEventQuote } from './sessions'
import { eventOnSale, onSale, passesOf, showOf, ticketsLeft } from './stock'
import type { EventOnSale, PassRow, ShowRow } from './stock'
import { toPass, toShowTimes, toSummary } from './views'
import type { View } from './views'

type QuoteRequest = z.output<typeof eventQuoteRequestSchema>

/** The event, the show and its passes a session or a request names; 404 when any is not the event's. */
export async function eventShow(db: Db, eventId: string, showId: string, now: Date) {
  const entry = await eventOnSale(db, eventId, now)
  const show = entry && (await showOf(db, entry.event.id, showId))
  if (!entry || !show) throw new ServiceError('not_found', serverMessages.eventNotFound)
  return { entry, show, passes: await passesOf(db, [show.id]) }
}

/** A quote's total price, VAT (15%) included in the passes' prices. */
export const quoteHalalas = (quote: StoredEventQuote) =>
  quote.lines.reduce((total, line) => total + line.halalas * line.quantity, 0)

export function toQuote(
  session: EventSession,
  found: { entry: EventOnSale; show: ShowRow; passes: PassRow[] },
  view: View,
): EventQuote {
  const quote = session.quote!
  const { entry, show, passes } = found
  const total = quoteHalalas(quote)
  return {
    refId: session.refId,
    expiresAt: session.expiresAt.toISOString(),
    event: toSummary(entry, view),
    show: toShowTimes(show, view.locale),
    lines: quote.lines.map((line) => ({
      pass: toPass(
        passes.find((pass) => pass.id === line.passId)!,
        view,
      ),
      quantity: line.quantity,
      amount: convert(line.halalas * line.quantity, view.currency, view.rates),
    })),
    tickets: quote.lines.reduce((sum, line) => sum + line.quantity, 0),
    namedTickets: entry.event.namedTickets,
    minimumAge: entry.event.minimumAge,
    price: priceIn(breakdownOf(total, total), view.currency, view.rates),
  }
}

/**
 * Each line's pass checked against the show: a pass not of the show is a 404, a quantity over the
 * pass's per-order limit a 400 on that line, over what is left a 409 (sold out, fewer left). Answers the
 * lines priced by the server.
 */
function priceLines(request: QuoteRequest, passes: readonly PassRow[]): StoredEventQuote['lines'] {
  return request.lines.map((line, index) => {
    const pass = passes.find((known) => known.id === line.passId)
    if (!pass) throw new ServiceError('not_found', serverMessages.eventNotFound)
    if (line.quantity > pass.perOrderLimit)
      throw new FieldError(`lines.${index}.quantity`, serverMessages.passPerOrderLimit)
    const left = ticketsLeft(pass)
    if (left <= 0) throw new ServiceError('conflict', serverMessages.passSoldOut)
    if (line.quantity > left) throw new ServiceError('conflict', serverMessages.passFewerLeft)
    return { passId: pass.id, quantity: line.quantity, halalas: pass.priceHalalas }
  })
}

/** POST /api/v2/events/quote: prices the chosen passes of a show on sale and starts a session. */
export async function quoteEvent(db: Db, request: QuoteRequest, locale: Locale, now: Date) {
  const view = await viewOf(db, locale, request.currency)
  const found = await eventShow(db, request.eventId, request.showId, now)
  if (!onSale(found.show, now)) throw new ServiceError('conflict', serverMessages.showNotOnSale)
  const lines = priceLines(request, found.passes)
  const search = { eventId: found.entry.event.id, showId: found.show.id, currency: view.currency }
  const created = await eventQuotes.create(db, search, `${search.eventId}:${search.showId}`, now)
  const session = await eventQuotes.renew(db, created, now, { quote: { lines, quotedAt: now.toISOString() } })
  return toQuote(session, found, view)
}

/** POST /api/v2/events/quoted: the session's quote again, with its passes as they stand now. */
export async function quotedEvent(db: Db, refId: string, locale: Locale, now: Date) {
  const open = await eventQuotes.open(db, refId, now)
  if (!open.quote) throw new ServiceError('gone', serverMessages.searchExpired)
  const view = await viewOf(db, locale, open.search.currency)
  const found = await eventShow(db, open.search.eventId, open.search.showId, now)
  return toQuote(await eventQuotes.renew(db, open, now), found, view)
}
