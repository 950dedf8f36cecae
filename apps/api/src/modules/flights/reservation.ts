import { messages, serverMessages } from '@rihla/api-contract'
import type { Locale, LocalizedText, Message } from '@rihla/api-contract'
import { FLIGHT_PAYMENT_WINDOW_MINUTES } from '@rihla/api-contract/flights'
import type { SearchCriteria } from '@rihla/api-contract/flights'
import type { FlightBooking, reserveRequestSchema } from '@rihla/api-contract/flight-booking'
import { todayInSaudiArabia } from '@rihla/api-contract/passenger'
import type { PassengerType } from '@rihla/api-contract/passenger'
import { and, eq } from 'drizzle-orm'
import type { z } from 'zod/mini'
import type { Db } from '../../db/client'
import { bookings, flightBookings } from '../../db/schema'
import { FieldErrors, ServiceError } from '../../errors'
import { createPendingBooking } from '../bookings/create'
import { toBooking } from '../bookings/service'
import { SSR_OPTIONS, baggageOptions, mealOptions, seatPlan } from './addons'
import { FARE_FAMILIES, isDomesticTrip, segmentsOf } from './inventory'
import type { Network, PlannedItinerary } from './inventory'
import { networkOf } from './network'
import { convert, priceIn, priceStepsSince } from '../inventory/pricing'
import type { SarBreakdown } from '../inventory/pricing'
import { fareBreakdownSar, vatBaseSar } from './pricing'
import type { PassengerCounts } from './pricing'
import type { StoredAddons, StoredFlight } from './stored'
import { quotedSession } from './quotes'
import type { Quoted } from './quotes'
import { countsOf, toFare, toItinerary, travelDateOf, viewOf } from './render'
import { flightSearches } from './sessions'
import { TYPE_LABELS, checkPassengers, expectedTypes } from '../bookings/travellers'

type ReserveRequest = z.output<typeof reserveRequestSchema>

const PAYMENT_WINDOW_MS = FLIGHT_PAYMENT_WINDOW_MINUTES * 60_000

function chooseAddons(
  quoted: Quoted,
  request: ReserveRequest,
  counts: PassengerCounts,
): Omit<StoredAddons, 'seats'> {
  const travellers = counts.adults + counts.children + counts.infants
  const problems: { field: string; userMessage: Message }[] = []
  const bad = (field: string) => problems.push({ field, userMessage: messages.invalidValue })
  const bags = baggageOptions(quoted.view.network, quoted.planned)
  const menu = mealOptions(quoted.planned)
  const baggageChosen = request.baggage.flatMap((choice, index) => {
    const option = bags.find((candidate) => candidate.id === choice.optionId)
    if (!option || choice.passenger < 0 || choice.passenger >= travellers)
      return (bad(`baggage.${index}`), [])
    return [{ passenger: choice.passenger, leg: option.leg, kg: option.kg, halalas: option.halalas }]
  })
  const mealsChosen = request.meals.flatMap((choice, index) => {
    const meal = menu.find(
      (candidate) => candidate.code === choice.code && candidate.segment === choice.segment,
    )
    if (!meal || choice.passenger < 0 || choice.passenger >= travellers) return (bad(`meals.${index}`), [])
    return [{ passenger: choice.passenger, segment: meal.segment, code: meal.code, halalas: meal.halalas }]
  })
  const ssrChosen = request.ssr.flatMap((choice, index) => {
    const known = SSR_OPTIONS.some((option) => option.code === choice.code)
    if (!known || choice.passenger < 0 || choice.passenger >= travellers) return (bad(`ssr.${index}`), [])
    return [{ passenger: choice.passenger, code: choice.code }]
  })
  if (problems.length) throw new FieldErrors(problems)
  return { baggage: baggageChosen, meals: mealsChosen, ssr: ssrChosen }
}

function placeTitle(network: Network, planned: PlannedItinerary, search: SearchCriteria): LocalizedText {
  const city = (iata: string, locale: Locale) => {
    const airport = network.airports.get(iata)!
    return locale === 'ar' ? airport.cityAr : airport.cityEn
  }
  const first = planned.legs[0]!
  const from = first.segments[0]!.origin
  const to = first.segments.at(-1)!.destination
  if (search.tripType === 'multi_city') {
    const stops = [from, ...planned.legs.map((leg) => leg.segments.at(-1)!.destination)]
    return {
      en: stops.map((iata) => city(iata, 'en')).join(' – '),
      ar: stops.map((iata) => city(iata, 'ar')).join(' – '),
    }
  }
  const back = search.tripType === 'round_trip'
  return {
    en: `${city(from, 'en')} to ${city(to, 'en')}${back ? ' and back' : ''}`,
    ar: `${city(from, 'ar')} إلى ${city(to, 'ar')}${back ? ' ذهابًا وعودة' : ''}`,
  }
}

/** Infants travel on a lap: no cabin bag, and at most one checked bag of 10 kg where the fare has one. */
const INFANT_CHECKED_KG = 10
function baggageAllowance(family: (typeof FARE_FAMILIES)[number], type: PassengerType) {
  if (type !== 'infant')
    return { cabinKg: family.cabinKg, checkedPieces: family.checkedPieces, checkedKg: family.checkedKg }
  return {
    cabinKg: 0,
    checkedPieces: Math.min(1, family.checkedPieces),
    checkedKg: family.checkedPieces > 0 ? Math.min(INFANT_CHECKED_KG, family.checkedKg) : 0,
  }
}

/** Reserves the session's quote for the traveller whose api_token the partner passed on (`userId`). */
export async function reserve(
  db: Db,
  userId: string,
  request: ReserveRequest,
  locale: Locale,
  now = new Date(),
) {
  await networkOf(db)
  const bookingId = await db.transaction(async (tx) => {
    const quoted = await quotedSession(tx, request.refId, locale, now, { lock: true, reference: db })
    const { session, search, view, planned, family } = quoted
    const booked = await flightSearches.bookingOf(tx, session, userId)
    if (booked) return booked
    // The price is the server's own quote: one older than its validity must be re-quoted first.
    if (priceStepsSince(quoted.quotedAt, now) > 0)
      throw new ServiceError('conflict', serverMessages.paymentPriceChanged)
    const counts = countsOf(search)
    const domestic = isDomesticTrip(view.network, planned)
    const travelDate = travelDateOf(view, planned)
    const passengers = checkPassengers(request.passengers, counts, {
      travelDate,
      domestic,
      today: todayInSaudiArabia(now),
    })
    const chosen = chooseAddons(quoted, request, counts)

    const segments = segmentsOf(planned)
    const seats = session.holds.map((held) => {
      const segment = segments.find((candidate) => candidate.id === held.segment)!.segment
      const seat = seatPlan(segment).seats.find((candidate) => candidate.seat === held.seat)!
      return { passenger: held.passenger, segment: held.segment, seat: held.seat, halalas: seat.halalas }
    })
    const addons: StoredAddons = { ...chosen, seats }
    const addonHalalas = [...addons.baggage, ...addons.meals, ...addons.seats].reduce(
      (sum, item) => sum + item.halalas,
      0,
    )
    const parts: SarBreakdown = {
      ...fareBreakdownSar(view.network, planned, family, counts, quoted.priceSteps),
      addons: addonHalalas,
    }
    const price = priceIn(parts, search.currency, view.rates)
    const paymentExpiresAt = new Date(now.getTime() + PAYMENT_WINDOW_MS)
    const airline = view.network.airlines.get(planned.validatingAirline)
    const title = placeTitle(view.network, planned, search)
    const firstSegment = planned.legs[0]!.segments[0]!
    const lastSegment = planned.legs.at(-1)!.segments.at(-1)!
    const flightNumbers = segments.map(({ segment }) => segment.flightNumber).join(', ')
    const countsText = (locale: Locale) =>
      (['adult', 'child', 'infant'] as const)
        .map(
          (type) => [type, expectedTypes(counts).filter((candidate) => candidate === type).length] as const,
        )
        .filter(([, count]) => count > 0)
        .map(([type, count]) => `${TYPE_LABELS[type][locale]}: ${count}`)
        .join(locale === 'ar' ? '، ' : ', ')

    const booking = await createPendingBooking(
      tx,
      {
        userId,
        type: 'airline',
        orderPrefix: 'RH-FL',
        withPnr: true,
        reason: 'flight reserved',
        providerEn: airline?.nameEn ?? planned.validatingAirline,
        providerAr: airline?.nameAr ?? planned.validatingAirline,
        titleEn: title.en,
        titleAr: title.ar,
        totalAmount: price.total.amount,
        vatAmount: price.vat.amount,
        vatBaseAmount: convert(vatBaseSar(parts, domestic), search.currency, view.rates).amount,
        currency: search.currency,
        paymentExpiresAt,
        travelStartsAt: new Date(firstSegment.departsAt),
        travelEndsAt: new Date(lastSegment.arrivesAt),
        details: [
          { label: { en: 'Flights', ar: 'الرحلات' }, value: { en: flightNumbers, ar: flightNumbers } },
          { label: { en: 'Fare', ar: 'السعر' }, value: family.name },
          {
            label: { en: 'Passengers', ar: 'المسافرون' },
            value: { en: countsText('en'), ar: countsText('ar') },
          },
        ],
      },
      now,
    )
    const stored: StoredFlight = {
      planned,
      familyId: family.id,
      priceSteps: quoted.priceSteps,
      search,
      parts,
    }
    await tx.insert(flightBookings).values({
      bookingId: booking.id,
      refId: session.refId,
      itinerary: stored as unknown as Record<string, unknown>,
      fare: { familyId: family.id },
      passengers,
      addons: addons as unknown as Record<string, unknown>,
      price: parts,
      contactEmail: request.contact.email.toLowerCase(),
      contactPhone: request.contact.phone.replace(/[\s-]/g, ''),
      createdAt: now,
    })
    await flightSearches.book(tx, session, booking.id, paymentExpiresAt, now)
    return booking.id
  })
  return flightBookingDetail(db, userId, bookingId, locale, now)
}

/** A flight booking of the traveller `userId`; another user's is as unknown as a missing one. */
export async function flightBookingDetail(
  db: Db,
  userId: string,
  uuid: string,
  locale: Locale,
  now = new Date(),
): Promise<FlightBooking> {
  const [found] = await db
    .select()
    .from(bookings)
    .innerJoin(flightBookings, eq(flightBookings.bookingId, bookings.id))
    .where(and(eq(bookings.id, uuid), eq(bookings.userId, userId)))
    .limit(1)
  if (!found) throw new ServiceError('not_found', serverMessages.notFound)
  const { bookings: row, flight_bookings: flight } = found
  const stored = flight.itinerary as unknown as StoredFlight
  const addons = flight.addons as unknown as StoredAddons
  const view = await viewOf(db, locale, row.currency)
  const family = FARE_FAMILIES.find((candidate) => candidate.id === stored.familyId)!
  const counts = countsOf(stored.search)
  const money = (halalas: number) => convert(halalas, row.currency, view.rates)
  const segments = segmentsOf(stored.planned)
  const menu = mealOptions(stored.planned)
  return {
    booking: toBooking(row, locale, now),
    refId: flight.refId,
    itinerary: toItinerary(view, stored.planned, [family], counts, stored.priceSteps),
    fare: toFare(view, stored.planned, family, counts, stored.priceSteps),
    passengers: flight.passengers.map((passenger) => ({
      type: passenger.type as PassengerType,
      prefix: String(passenger.prefix),
      firstName: String(passenger.firstName),
      lastName: String(passenger.lastName),
      dateOfBirth: typeof passenger.dateOfBirth === 'string' ? passenger.dateOfBirth : null,
      nationality: String(passenger.nationality),
      ticketNumber: typeof passenger.ticketNumber === 'string' ? passenger.ticketNumber : null,
      baggage: baggageAllowance(family, passenger.type as PassengerType),
    })),
    addons: {
      baggage: addons.baggage.map(({ halalas, ...item }) => ({ ...item, price: money(halalas) })),
      meals: addons.meals.map(({ halalas, code, ...item }) => ({
        ...item,
        name: menu.find((meal) => meal.code === code)?.name[locale] ?? code,
        price: money(halalas),
      })),
      ssr: addons.ssr.map(({ code, passenger }) => ({
        passenger,
        name: SSR_OPTIONS.find((option) => option.code === code)?.name[locale] ?? code,
      })),
      seats: addons.seats
        .filter((seat) => segments.some((candidate) => candidate.id === seat.segment))
        .map(({ halalas, ...seat }) => ({
          ...seat,
          price: money(halalas),
          heldUntil: (row.paymentExpiresAt ?? row.updatedAt).toISOString(),
        })),
    },
    price: priceIn(stored.parts, row.currency, view.rates),
    contact: { email: flight.contactEmail, phone: flight.contactPhone },
  }
}
