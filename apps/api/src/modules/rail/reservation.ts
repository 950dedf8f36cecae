import { messages, serverMessages } from '@rihla/api-contract'
import { todayInSaudiArabia } from '@rihla/api-contract/passenger'
import { TRAIN_MAX_SEATS, TRAIN_PAYMENT_WINDOW_MINUTES } from '@rihla/api-contract/trains'
import type { TrainBooking, TrainClass, trainReserveRequestSchema } from '@rihla/api-contract/trains'
import type { z } from 'zod/mini'
import { FieldError, ServiceError } from '../../errors'
import { createPendingBooking } from '../bookings/create'
import { toBooking } from '../bookings/service'
import { checkPassengers } from '../bookings/travellers'
import { topUpSeats } from '../inventory/holds'
import { convert, priceIn, ratesOf } from '../inventory/pricing'
import type { SarBreakdown } from '../inventory/pricing'
import { fareBreakdown, partyHalalas, seatKey } from './inventory'
import { railNetworkOf } from './network'
import { CLASS_NAMES, OPERATOR, findTrain, toTrain } from './search'
import { sessionTrain } from './seats'
import { trainSearches } from './sessions'
import type { TrainSession } from './sessions'
import { stopAt } from './timetable'
import { bookTransit, seatTravellers, ticketsOf, transitBookingOf } from './transit'
import type { TransitCaller } from './transit'

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
export async function reserveTrain(caller: TransitCaller, request: ReserveRequest): Promise<TrainBooking> {
  const { db, userId, now } = caller
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
    // Travellers who chose no seat get the first free ones, the wheelchair spaces left for those who ask.
    const candidates = inventory.coaches
      .flatMap((coach) => coach.seats)
      .filter((seat) => !seat.wheelchair && inventory.free.has(seat.id))
      .map((seat) => seat.id)
    const keyOf = (seat: string) => seatKey(train, seat)
    const holds = await topUpSeats(tx, session.holds, candidates, seated, keyOf, session.expiresAt, now)
    if (!holds) throw new ServiceError('conflict', serverMessages.noAvailability)
    const halalas = partyHalalas(inventory, search)
    const rates = await ratesOf(tx)
    const total = convert(halalas, search.currency, rates)
    const vatBase = convert(fareBreakdown(halalas).baseFare, search.currency, rates)
    const paymentExpiresAt = new Date(now.getTime() + PAYMENT_WINDOW_MS)
    const from = network.station(search.from)!
    const to = network.station(search.to)!
    const className = CLASS_NAMES[inventory.class]
    const travellers = seatTravellers(passengers, holds, {
      adult: inventory.adultHalalas,
      child: inventory.childHalalas,
      infant: 0,
    })
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
    await bookTransit(
      tx,
      trainSearches,
      session,
      {
        booking,
        trip,
        travellers,
        holds,
        price: fareBreakdown(halalas),
        contact: request.contact,
      },
      now,
    )
    return booking.id
  })
  return trainBookingDetail(caller, bookingId)
}

/** A train booking of the traveller `userId`, with its tickets. */
export async function trainBookingDetail(caller: TransitCaller, uuid: string): Promise<TrainBooking> {
  const { db, secret, userId, locale, now } = caller
  const { row, stored, travellers } = await transitBookingOf(db, userId, uuid, 'railway')
  const trip = stored.trip as unknown as StoredTrainTrip
  const [network, rates] = await Promise.all([railNetworkOf(db), ratesOf(db)])
  // The train as it ran that day, found by its number whatever the clock says now.
  const train = findTrain(network, trip.search, trip.trainId, new Date(0))
  const view = { network, search: trip.search, rates, locale }
  return {
    booking: toBooking(row, locale, now),
    refId: stored.refId,
    train: toTrain(view, train, []),
    class: trip.class,
    tickets: ticketsOf(secret, row, travellers, rates, locale),
    price: priceIn(stored.price as unknown as SarBreakdown, row.currency, rates),
    contact: { email: stored.contactEmail, phone: stored.contactPhone },
  }
}
