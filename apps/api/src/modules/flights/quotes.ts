import { messages, serverMessages } from '@rihla/api-contract'
import type { Locale } from '@rihla/api-contract'
import { QUOTE_VALIDITY_MINUTES } from '@rihla/api-contract/flights'
import type { SearchCriteria } from '@rihla/api-contract/flights'
import type { Quote, SeatSelection } from '@rihla/api-contract/flight-booking'
import type { Db } from '../../db/client'
import { FieldError, ServiceError } from '../../errors'
import { seatPlan } from './addons'
import { FARE_FAMILIES, familiesOf, isDomesticTrip, segmentsOf } from './inventory'
import type { FareFamily, PlannedItinerary } from './inventory'
import { networkOf } from './network'
import { convert, priceStepsSince } from '../inventory/pricing'
import { countsOf, toFare, toItinerary, travelDateOf, viewOf } from './render'
import type { View } from './render'
import { findItinerary, flightSearches } from './sessions'
import type { FlightSession } from './sessions'
import type { StoredSeat } from './stored'
import { releaseHolds } from '../inventory/holds'

const QUOTE_VALIDITY_MS = QUOTE_VALIDITY_MINUTES * 60_000

export interface Quoted {
  session: FlightSession
  search: SearchCriteria
  view: View
  planned: PlannedItinerary
  family: FareFamily
  priceSteps: number
  quotedAt: Date
}

/**
 * The session and what its quote is about. In a transaction, `lock` keeps other calls on the session
 * waiting until it ends, and `reference` is the database handle whose reference data is already loaded.
 */
export async function quotedSession(
  db: Db,
  refId: string,
  locale: Locale,
  now: Date,
  { lock = false, reference = db }: { lock?: boolean; reference?: Db } = {},
): Promise<Quoted> {
  const session = await flightSearches.open(db, refId, now, lock)
  if (!session.quote) throw new ServiceError('conflict', serverMessages.fareNotQuoted)
  const search = session.search
  const view = await viewOf(db, locale, search.currency, reference)
  const planned = findItinerary(view.network, search, session.quote.itineraryId)
  const family = FARE_FAMILIES.find((candidate) => candidate.id === session.quote!.fareId)!
  return {
    session,
    search,
    view,
    planned,
    family,
    priceSteps: session.quote.priceSteps,
    quotedAt: new Date(session.quote.quotedAt),
  }
}

function toQuote(quoted: Omit<Quoted, 'session'> & { refId: string }): Quote {
  const { view, planned, family, search, priceSteps, quotedAt } = quoted
  const counts = countsOf(search)
  const fare = toFare(view, planned, family, counts, priceSteps)
  return {
    refId: quoted.refId,
    itinerary: toItinerary(view, planned, familiesOf(planned, search.cabin), counts, priceSteps),
    fare,
    passengers: counts,
    price: fare.price,
    quotedAt: quotedAt.toISOString(),
    validUntil: new Date(quotedAt.getTime() + QUOTE_VALIDITY_MS).toISOString(),
    domestic: isDomesticTrip(view.network, planned),
    travelDate: travelDateOf(view, planned),
  }
}

export async function quoteFare(
  db: Db,
  request: { refId: string; itineraryRefId: string; fareId: string },
  locale: Locale,
  now = new Date(),
) {
  await networkOf(db)
  return db.transaction(async (tx) => {
    const session = await flightSearches.open(tx, request.refId, now, true)
    if (session.bookingId) throw new ServiceError('conflict', serverMessages.searchAlreadyBooked)
    const search = session.search
    const view = await viewOf(tx, locale, search.currency, db)
    const planned = findItinerary(view.network, search, request.itineraryRefId)
    const family = familiesOf(planned).find((candidate) => candidate.id === request.fareId)
    if (!family) throw new FieldError('fareId', messages.invalidValue)
    // Seats belong to a flight and cabin: a new choice lets the old seats go.
    const keepSeats =
      session.quote?.itineraryId === planned.id &&
      FARE_FAMILIES.find((known) => known.id === session.quote?.fareId)?.cabin === family.cabin
    if (!keepSeats)
      await releaseHolds(
        tx,
        session.holds.map((seat) => seat.holdId),
        now,
      )
    await flightSearches.renew(tx, session, now, {
      quote: { itineraryId: planned.id, fareId: family.id, quotedAt: now.toISOString(), priceSteps: 0 },
      holds: keepSeats ? session.holds : [],
    })
    return toQuote({ refId: session.refId, search, view, planned, family, priceSteps: 0, quotedAt: now })
  })
}

/** Re-prices the session's quote by the sandbox rule; the answer tells the old and new totals. */
export async function requote(db: Db, refId: string, locale: Locale, now = new Date()) {
  await networkOf(db)
  return db.transaction(async (tx) => {
    const quoted = await quotedSession(tx, refId, locale, now, { lock: true, reference: db })
    const before = toQuote({ ...quoted, refId })
    const steps = quoted.session.bookingId ? 0 : priceStepsSince(quoted.quotedAt, now)
    const priceSteps = quoted.priceSteps + steps
    if (!quoted.session.bookingId) {
      await flightSearches.renew(tx, quoted.session, now, {
        quote: { ...quoted.session.quote!, quotedAt: now.toISOString(), priceSteps },
      })
    }
    const quote = quoted.session.bookingId ? before : toQuote({ ...quoted, refId, priceSteps, quotedAt: now })
    return {
      quote,
      previousTotal: before.price.total,
      newTotal: quote.price.total,
      priceChanged: quote.price.total.amount !== before.price.total.amount,
    }
  })
}

export function toSelections(
  view: View,
  quoted: Pick<Quoted, 'planned'>,
  seats: StoredSeat[],
  heldUntil: Date,
) {
  const segments = segmentsOf(quoted.planned)
  return seats.map((stored): SeatSelection => {
    const segment = segments.find((candidate) => candidate.id === stored.segment)!.segment
    const seat = seatPlan(segment).seats.find((candidate) => candidate.seat === stored.seat)!
    return {
      segment: stored.segment,
      passenger: stored.passenger,
      seat: stored.seat,
      price: convert(seat.halalas, view.currency, view.rates),
      heldUntil: heldUntil.toISOString(),
    }
  })
}

export async function sessionQuote(
  db: Db,
  refId: string,
  refresh: boolean,
  locale: Locale,
  now = new Date(),
) {
  if (refresh) {
    const requoted = await requote(db, refId, locale, now)
    const quoted = await quotedSession(db, refId, locale, now)
    return {
      quote: requoted.quote,
      seats: toSelections(quoted.view, quoted, quoted.session.holds, quoted.session.expiresAt),
      previousTotal: requoted.previousTotal,
      priceChanged: requoted.priceChanged,
      expiresAt: quoted.session.expiresAt.toISOString(),
    }
  }
  const quoted = await quotedSession(db, refId, locale, now)
  const session = await flightSearches.renew(db, quoted.session, now)
  return {
    quote: toQuote({ ...quoted, refId }),
    seats: toSelections(quoted.view, quoted, session.holds, session.expiresAt),
    previousTotal: null,
    priceChanged: false,
    expiresAt: session.expiresAt.toISOString(),
  }
}
