import { messages } from '@rihla/api-contract'
import { TRAIN_MAX_SEATS, TRAIN_PAYMENT_WINDOW_MINUTES } from '@rihla/api-contract/trains'
import type { TrainClass } from '@rihla/api-contract/trains'
import type { TrainBooking, trainReserveRequestSchema } from '@rihla/api-contract/train-booking'
import type { z } from 'zod/mini'
import { FieldError, ServiceError } from '../../errors'
import { serverMessages } from '@rihla/api-contract'
import { reserveTransit, transitDetail } from '../transit/booking'
import type { TransitCaller } from '../transit/booking'
import { TRAIN_CANCELLATION } from './cancellationRule'
import { RAIL_CONCESSIONS } from './concessions'
import { partyHalalas, seatKey } from './inventory'
import { railNetworkOf } from './network'
import { CLASS_NAMES, OPERATOR, findTrain, toTrain } from './search'
import { sessionTrain } from './seats'
import { trainSearches } from './sessions'
import type { TrainSession } from './sessions'
import { stopAt } from './timetable'

type ReserveRequest = z.output<typeof trainReserveRequestSchema>

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
 * POST /api/v2/railways/reservation: books the session's train and class for the signed-in traveller,
 * each at their fare (an adult's, a child's, less a concession they claim). Travellers who chose no seat
 * get the first free seats of the class, the wheelchair spaces left for those who ask for them.
 */
export async function reserveTrain(caller: TransitCaller, request: ReserveRequest): Promise<TrainBooking> {
  const rules = {
    checkParty: checkTrainParty,
    concessions: RAIL_CONCESSIONS,
    paymentWindowMinutes: TRAIN_PAYMENT_WINDOW_MINUTES,
  }
  const bookingId = await reserveTransit(caller, trainSearches, request, rules, async (tx, session) => {
    if (!session.quote) throw new ServiceError('conflict', serverMessages.fareNotQuoted)
    const { search } = session
    const { trainId, class: travelClass } = session.quote
    const { train, inventory, network } = await sessionTrain(tx, session, trainId, travelClass, caller.now)
    const from = network.station(search.from)!
    const to = network.station(search.to)!
    const trip: StoredTrainTrip = {
      kind: 'train',
      search,
      trainId: train.id,
      class: inventory.class,
      adultHalalas: inventory.adultHalalas,
      childHalalas: inventory.childHalalas,
      demandPercent: inventory.demandPercent,
    }
    return {
      own: session.holds,
      candidates: inventory.coaches
        .flatMap((coach) => coach.seats)
        .filter((seat) => !seat.wheelchair && inventory.free.has(seat.id))
        .map((seat) => seat.id),
      keyOf: (seat) => seatKey(train, seat),
      fares: { adult: inventory.adultHalalas, child: inventory.childHalalas },
      fullHalalas: partyHalalas(inventory, search),
      booking: {
        type: 'railway',
        orderPrefix: 'RH-TR',
        reason: 'train reserved',
        providerEn: OPERATOR.en,
        providerAr: OPERATOR.ar,
        titleEn: `${from.cityEn} → ${to.cityEn}, ${train.id}`,
        titleAr: `${from.cityAr} ← ${to.cityAr}، ${train.id}`,
        travelStartsAt: new Date(stopAt(train, search.from)!.departure!),
        travelEndsAt: new Date(stopAt(train, search.to)!.arrival!),
      },
      details: (seats) => [
        { label: { en: 'Train', ar: 'القطار' }, value: { en: train.id, ar: train.id } },
        { label: { en: 'Class', ar: 'الدرجة' }, value: CLASS_NAMES[inventory.class] },
        { label: { en: 'Seats', ar: 'المقاعد' }, value: { en: seats, ar: seats } },
      ],
      trip,
    }
  })
  return trainBookingDetail(caller, bookingId)
}

/** A train booking of the traveller `userId`, with its tickets. */
export async function trainBookingDetail(caller: TransitCaller, uuid: string): Promise<TrainBooking> {
  const { db, locale } = caller
  const { shared, rates, ...stored } = await transitDetail(caller, uuid, 'railway')
  const trip = stored.trip as unknown as StoredTrainTrip
  const network = await railNetworkOf(db)
  // The train as it ran that day, found by its number whatever the clock says now.
  const train = findTrain(network, trip.search, trip.trainId, new Date(0))
  return {
    ...shared,
    train: toTrain({ network, search: trip.search, rates, locale }, train, []),
    class: trip.class,
    rules: [TRAIN_CANCELLATION[trip.class].rule[locale]],
  }
}
