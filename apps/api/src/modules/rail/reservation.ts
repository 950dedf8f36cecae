import { messages, serverMessages } from '@rihla/api-contract'
import type { Locale } from '@rihla/api-contract'
import { todayInSaudiArabia } from '@rihla/api-contract/passenger'
import { TRAIN_MAX_SEATS, TRAIN_PAYMENT_WINDOW_MINUTES } from '@rihla/api-contract/trains'
import type { TrainBooking, TrainClass, trainReserveRequestSchema } from '@rihla/api-contract/trains'
import { and, eq } from 'drizzle-orm'
import type { z } from 'zod/mini'
import type { Db } from '../../db/client'
import { bookings, transitBookings } from '../../db/schema'
import { FieldError, ServiceError } from '../../errors'
import { createPendingBooking } from '../bookings/create'
import { toBooking } from '../bookings/service'
import { checkPassengers } from '../bookings/travellers'
import { holdAnyOf } from '../inventory/holds'
import type { Resource } from '../inventory/holds'
import { convert, priceIn, ratesOf } from '../inventory/pricing'
import type { SarBreakdown } from '../inventory/pricing'
import { fareBreakdown, partyHalalas, seatKey } from './inventory'
import { railNetworkOf } from './network'
import { CLASS_NAMES, OPERATOR, findTrain, toTrain } from './search'
import { sessionTrain } from './seats'
import { trainSearches } from './sessions'
import type { TrainSession } from './sessions'
import { stopAt } from './timetable'
import { ticketReference } from './tickets'
import type { TicketTraveller } from './tickets'

type ReserveRequest = z.output<typeof trainReserveRequestSchema>

const PAYMENT_WINDOW_MS = TRAIN_PAYMENT_WINDOW_MINUTES * 60_000

/** What `transit_bookings.trip` keeps of a train booking. */
interface StoredTrainTrip {
  kind: 'train'
  search: TrainSession['search']
  trainId: string
  class: TrainClass
  adultHalalas: number
  childHalalas: number
  demandPercent: number
}

type StoredTraveller = TicketTraveller & {
  type: 'adult' | 'child' | 'infant'
  prefix: string
  nationality: string
  dateOfBirth: string | null
  halalas: number
}

/** SPEC.md §5: at most 4 seats (adults and children) per booking, and at least one adult. */
function checkTrainParty(passengers: readonly { type: string }[]) {
  if (!passengers.some((passenger) => passenger.type === 'adult'))
    throw new FieldError('passengers', messages.trainAdultRequired)
  if (passengers.filter((passenger) => passenger.type !== 'infant').length > TRAIN_MAX_SEATS)
    throw new FieldError('passengers', messages.trainMaxSeats)
}

/**
 * POST /api/v2/railways/reservation: books the session's train and class for the signed-in traveller.
 * Each adult and child gets one of the seats the session holds, in the order chosen, and any without one
 * the first free seat of the class; infants ride on a lap. The holds then wait for the payment.
 */
export async function reserveTrain(
  db: Db,
  secret: string,
  userId: string,
  request: ReserveRequest,
  locale: Locale,
  now = new Date(),
): Promise<TrainBooking> {
  const bookingId = await db.transaction(async (tx) => {
    const session = await trainSearches.open(tx, request.refId, now, true)
    const booked = await trainSearches.bookingOf(tx, session, userId)
    if (booked) return booked
    checkTrainParty(request.passengers)
    if (!session.quote) throw new ServiceError('conflict', serverMessages.fareNotQuoted)
    const { search } = session
    const passengers = checkPassengers(request.passengers, search, {
      travelDate: search.date,
      domestic: true,
      today: todayInSaudiArabia(now),
    })
    const { train, inventory, network } = await sessionTrain(
      tx,
      session,
      session.quote.trainId,
      session.quote.class,
      now,
    )
    const seated = search.adults + search.children
    const holds = [...session.holds]
    // Travellers who chose no seat get the first free ones, the wheelchair spaces left for those who ask.
    let candidates: Resource[] = inventory.coaches
      .flatMap((coach) => coach.seats)
      .filter((seat) => !seat.wheelchair && inventory.free.has(seat.id))
      .filter((seat) => !holds.some((hold) => hold.seat === seat.id))
      .map((seat) => ({ resourceType: 'seat' as const, resourceKey: seatKey(train, seat.id) }))
    while (holds.length < seated) {
      const got = await holdAnyOf(tx, candidates, session.expiresAt, now)
      if (!got) throw new ServiceError('conflict', serverMessages.noAvailability)
      candidates = candidates.slice(candidates.indexOf(got.resource) + 1)
      holds.push({ holdId: got.holdId, seat: got.resource.resourceKey.split(':').at(-1)! })
    }
    const halalas = partyHalalas(inventory, search)
    const rates = await ratesOf(tx)
    const total = convert(halalas, search.currency, rates)
    const vatBase = convert(fareBreakdown(halalas).baseFare, search.currency, rates)
    const paymentExpiresAt = new Date(now.getTime() + PAYMENT_WINDOW_MS)
    const from = network.station(search.from)!
    const to = network.station(search.to)!
    const className = CLASS_NAMES[inventory.class]
    let seatIndex = 0
    const travellers: StoredTraveller[] = passengers.map((passenger) => ({
      type: passenger.type,
      prefix: passenger.prefix,
      firstName: passenger.firstName,
      lastName: passenger.lastName,
      nationality: passenger.nationality,
      dateOfBirth: passenger.dateOfBirth ?? null,
      seat: passenger.type === 'infant' ? null : holds[seatIndex++]!.seat,
      halalas:
        passenger.type === 'adult'
          ? inventory.adultHalalas
          : passenger.type === 'child'
            ? inventory.childHalalas
            : 0,
    }))
    const seats = travellers.flatMap((traveller) => (traveller.seat ? [traveller.seat] : [])).join(', ')
    const booking = await createPendingBooking(
      tx,
      {
        userId,
        type: 'railway',
        orderPrefix: 'RH-TR',
        reason: 'train reserved',
        providerEn: OPERATOR.en,
        providerAr: OPERATOR.ar,
        titleEn: `${from.cityEn} → ${to.cityEn}, ${train.id}`,
        titleAr: `${from.cityAr} ← ${to.cityAr}، ${train.id}`,
        totalAmount: total.amount,
        vatAmount: total.amount - vatBase.amount,
        vatBaseAmount: vatBase.amount,
        currency: search.currency,
        paymentExpiresAt,
        travelStartsAt: new Date(stopAt(train, search.from)!.departure!),
        travelEndsAt: new Date(stopAt(train, search.to)!.arrival!),
        details: [
          { label: { en: 'Train', ar: 'القطار' }, value: { en: train.id, ar: train.id } },
          { label: { en: 'Class', ar: 'الدرجة' }, value: className },
          { label: { en: 'Seats', ar: 'المقاعد' }, value: { en: seats, ar: seats } },
        ],
      },
      now,
    )
    const trip: StoredTrainTrip = {
      kind: 'train',
      search,
      trainId: train.id,
      class: inventory.class,
      adultHalalas: inventory.adultHalalas,
      childHalalas: inventory.childHalalas,
      demandPercent: inventory.demandPercent,
    }
    await tx.insert(transitBookings).values({
      bookingId: booking.id,
      refId: session.refId,
      trip: trip as unknown as Record<string, unknown>,
      travellers,
      price: fareBreakdown(halalas),
      contactEmail: request.contact.email.toLowerCase(),
      contactPhone: request.contact.phone.replace(/[\s-]/g, ''),
      createdAt: now,
    })
    const withSeats = await trainSearches.renew(tx, session, now, { holds })
    await trainSearches.book(tx, withSeats, booking.id, paymentExpiresAt, now)
    return booking.id
  })
  return trainBookingDetail(db, secret, userId, bookingId, locale, now)
}

/** A train booking of the traveller `userId`; another user's is as unknown as a missing one. */
export async function trainBookingDetail(
  db: Db,
  secret: string,
  userId: string,
  uuid: string,
  locale: Locale,
  now = new Date(),
): Promise<TrainBooking> {
  const [found] = await db
    .select()
    .from(bookings)
    .innerJoin(transitBookings, eq(transitBookings.bookingId, bookings.id))
    .where(and(eq(bookings.id, uuid), eq(bookings.userId, userId), eq(bookings.type, 'railway')))
    .limit(1)
  if (!found) throw new ServiceError('not_found', serverMessages.notFound)
  const { bookings: row, transit_bookings: stored } = found
  const trip = stored.trip as unknown as StoredTrainTrip
  const travellers = stored.travellers as unknown as StoredTraveller[]
  const [network, rates] = await Promise.all([railNetworkOf(db), ratesOf(db)])
  // The train as it ran that day, found by its number whatever the clock says now.
  const train = findTrain(network, trip.search, trip.trainId, new Date(0))
  const view = { network, search: trip.search, rates, locale }
  const money = (halalas: number) => convert(halalas, row.currency, rates)
  const paid = row.paidAt !== null && row.status === 'Confirmed'
  return {
    booking: toBooking(row, locale, now),
    refId: stored.refId,
    train: toTrain(view, train, []),
    class: trip.class,
    tickets: travellers.map((traveller, index) => ({
      type: traveller.type,
      firstName: traveller.firstName,
      lastName: traveller.lastName,
      seat: traveller.seat,
      fare: money(traveller.halalas),
      reference: paid
        ? ticketReference(secret, { id: row.id, orderRef: row.orderRef }, index, traveller)
        : null,
    })),
    price: priceIn(stored.price as unknown as SarBreakdown, row.currency, rates),
    contact: { email: stored.contactEmail, phone: stored.contactPhone },
  }
}
