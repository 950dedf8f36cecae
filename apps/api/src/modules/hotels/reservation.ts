import { randomInt } from 'node:crypto'
import { isMessage, messages, serverMessages } from '@rihla/api-contract'
import type { Locale, Message } from '@rihla/api-contract'
import { HOTEL_PAYMENT_WINDOW_MINUTES } from '@rihla/api-contract/hotels'
import type { HotelBooking, hotelReserveRequestSchema } from '@rihla/api-contract/hotel-booking'
import { passengerSchema } from '@rihla/api-contract/passenger'
import { and, eq } from 'drizzle-orm'
import type { z } from 'zod/mini'
import type { Db } from '../../db/client'
import { bookings, hotelBookings, refunds } from '../../db/schema'
import { FieldErrors, ServiceError } from '../../errors'
import { createPendingBooking } from '../bookings/create'
import { toBooking } from '../bookings/service'
import { convert, ratesOf } from '../inventory/pricing'
import { addressOf, catalogueOf, hotelById, roomTypesOf } from './catalogue'
import { cancellationCost } from './cancellation'
import { priceQuote, pricedSession, toHotelQuote } from './quotes'
import { hotelSearches } from './sessions'
import type { HotelSession } from './sessions'

type ReserveRequest = z.output<typeof hotelReserveRequestSchema>

const PAYMENT_WINDOW_MS = HOTEL_PAYMENT_WINDOW_MINUTES * 60_000

/** What `hotel_bookings.price` keeps: the stay as quoted, so the voucher reads as it was sold. */
export interface StoredHotelStay {
  search: HotelSession['search']
  rateIds: string[]
  quotedAt: string
  halalas: number
  feeAfterDeadlineHalalas: number
  freeCancellationUntil: string | null
}

/** The lead guest of each room, checked as an adult who gives an age; first names must differ. */
function checkGuests(request: ReserveRequest, rooms: number, checkIn: string) {
  const problems: { field: string; userMessage: Message }[] = []
  if (request.guests.length !== rooms) {
    throw new FieldErrors([{ field: 'guests', userMessage: serverMessages.guestsMismatch }])
  }
  const seenNames = new Set<string>()
  const guests = request.guests.map((guest, room) => {
    const result = passengerSchema({ type: 'adult', requireAge: true, travelDate: checkIn }).safeParse(guest)
    if (!result.success) {
      const seen = new Set<string>()
      for (const issue of result.error.issues) {
        const field = ['guests', room, ...issue.path].join('.')
        if (seen.has(field)) continue
        seen.add(field)
        problems.push({
          field,
          userMessage: isMessage(issue.message) ? issue.message : messages.invalidValue,
        })
      }
      return null
    }
    const name = result.data.firstName.toLowerCase()
    if (seenNames.has(name))
      problems.push({ field: `guests.${room}.firstName`, userMessage: messages.duplicateFirstName })
    seenNames.add(name)
    const { prefix, firstName, lastName, nationality, age } = result.data
    return { room, prefix, firstName, lastName, nationality, age: age ?? null }
  })
  if (problems.length) throw new FieldErrors(problems)
  return guests.filter((guest) => guest !== null)
}

/** Saudi time: a stay starts at the hotel's check-in time on its first day and ends at check-out. */
const saudiTime = (day: string, time: string) => new Date(`${day}T${time}:00+03:00`)

/** A hotel's confirmation number: eight digits. */
const newConfirmationNumber = () => String(randomInt(10_000_000, 100_000_000))

/** Reserves the session's quoted rooms for the traveller whose api_token the partner passed on. */
export async function reserveHotel(
  db: Db,
  userId: string,
  request: ReserveRequest,
  locale: Locale,
  now = new Date(),
): Promise<HotelBooking> {
  await catalogueOf(db)
  const bookingId = await db.transaction(async (tx) => {
    const session = await hotelSearches.open(tx, request.RefID, now, true)
    const booked = await hotelSearches.bookingOf(tx, session, userId)
    if (booked) return booked
    const { quote, priced } = await pricedSession(tx, session, db)
    const { search } = session
    const guests = checkGuests(request, search.rooms.length, search.checkIn)
    const rates = await ratesOf(tx)
    const total = convert(priced.halalas, search.currency, rates)
    const vatBase = convert(Math.round(priced.halalas / 1.15), search.currency, rates)
    const paymentExpiresAt = new Date(now.getTime() + PAYMENT_WINDOW_MS)
    const { hotel } = priced
    const nightsText = { en: `${priced.nights.length} nights`, ar: `${priced.nights.length} ليالٍ` }
    const booking = await createPendingBooking(
      tx,
      {
        userId,
        type: 'hotel',
        orderPrefix: 'RH-HT',
        reason: 'hotel reserved',
        providerEn: hotel.nameEn,
        providerAr: hotel.nameAr,
        titleEn: `${hotel.nameEn}, ${hotel.city}`,
        titleAr: `${hotel.nameAr}، ${hotel.cityAr}`,
        totalAmount: total.amount,
        vatAmount: total.amount - vatBase.amount,
        vatBaseAmount: vatBase.amount,
        currency: search.currency,
        paymentExpiresAt,
        travelStartsAt: saudiTime(search.checkIn, hotel.checkInTime),
        travelEndsAt: saudiTime(search.checkOut, hotel.checkOutTime),
        details: [
          {
            label: { en: 'Check-in', ar: 'تسجيل الوصول' },
            value: { en: search.checkIn, ar: search.checkIn },
          },
          {
            label: { en: 'Check-out', ar: 'تسجيل المغادرة' },
            value: { en: search.checkOut, ar: search.checkOut },
          },
          { label: { en: 'Nights', ar: 'الليالي' }, value: nightsText },
          {
            label: { en: 'Rooms', ar: 'الغرف' },
            value: { en: String(search.rooms.length), ar: String(search.rooms.length) },
          },
        ],
      },
      now,
    )
    const stored: StoredHotelStay = {
      search,
      rateIds: quote.rateIds,
      quotedAt: quote.quotedAt,
      halalas: priced.halalas,
      feeAfterDeadlineHalalas: priced.feeAfterDeadlineHalalas,
      freeCancellationUntil: priced.freeCancellationUntil?.toISOString() ?? null,
    }
    await tx.insert(hotelBookings).values({
      bookingId: booking.id,
      refId: session.refId,
      hotelId: hotel.id,
      checkIn: search.checkIn,
      checkOut: search.checkOut,
      rooms: quote.rateIds.map((rateId, room) => ({ rateId, occupancy: search.rooms[room] })),
      guests,
      price: stored as unknown as Record<string, unknown>,
      confirmationNumber: newConfirmationNumber(),
      contactEmail: request.contact.email.toLowerCase(),
      contactPhone: request.contact.phone.replace(/[\s-]/g, ''),
      specialRequests: request.specialRequests.trim(),
      createdAt: now,
    })
    await hotelSearches.book(tx, session, booking.id, paymentExpiresAt, now)
    return booking.id
  })
  return hotelBookingDetail(db, userId, bookingId, locale, now)
}

/** A hotel booking of the traveller `userId`; another user's is as unknown as a missing one. */
export async function hotelBookingDetail(
  db: Db,
  userId: string,
  uuid: string,
  locale: Locale,
  now = new Date(),
): Promise<HotelBooking> {
  const [found] = await db
    .select()
    .from(bookings)
    .innerJoin(hotelBookings, eq(hotelBookings.bookingId, bookings.id))
    .leftJoin(refunds, eq(refunds.bookingId, bookings.id))
    .where(and(eq(bookings.id, uuid), eq(bookings.userId, userId)))
    .limit(1)
  if (!found) throw new ServiceError('not_found', serverMessages.notFound)
  const { bookings: row, hotel_bookings: stay, refunds: refund } = found
  const stored = stay.price as unknown as StoredHotelStay
  const hotel = (await hotelById(db, stay.hotelId))!
  const rates = await ratesOf(db)
  // Prices are deterministic: the stay's rates price it again exactly as it was sold.
  const types = (await roomTypesOf(db, [hotel.id])).get(hotel.id) ?? []
  const priced = priceQuote(stored, hotel, types, stored.rateIds)
  // A booked stay's rooms are held until its payment window ends, then for good once paid.
  const heldUntil = row.paymentExpiresAt ?? row.updatedAt
  const session = { refId: stay.refId, search: stored.search, expiresAt: heldUntil }
  const quote = toHotelQuote(session, priced, new Date(stored.quotedAt), rates, locale)
  const money = (amount: number) => ({ amount, currency: row.currency })
  const cost = cancellationCost(row, stay, now)
  return {
    booking: toBooking(row, locale, now),
    refId: stay.refId,
    confirmationNumber: row.paidAt ? stay.confirmationNumber : null,
    hotel: quote.hotel,
    address: addressOf(hotel, locale),
    checkIn: stay.checkIn,
    checkOut: stay.checkOut,
    nights: quote.nights,
    rooms: quote.rooms,
    guests: stay.guests as HotelBooking['guests'],
    price: quote.price,
    cancellation: quote.cancellation,
    cancellationNow: { fee: money(cost.fee), refund: money(cost.refund) },
    refund: refund && {
      amount: money(refund.amount),
      status: refund.status,
      requestedAt: refund.createdAt.toISOString(),
      refundedAt: refund.refundedAt?.toISOString() ?? null,
    },
    contact: { email: stay.contactEmail, phone: stay.contactPhone },
    specialRequests: stay.specialRequests,
  }
}
