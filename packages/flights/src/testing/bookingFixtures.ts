import type { FlightBooking, Quote } from '@rihla/api-contract/flight-booking'
import { emptyPassenger } from '@rihla/fnf'
import type { FlightDraft } from '../draft'
import { inDays, testFare, testItinerary } from './fixtures'

// A quote, a draft and the booking they make, for the review and booking-detail screens' tests.

export const REF_ID = 'ref-1'
export const BOOKING_UUID = '5b7e2c1a-3d4f-4a6b-8c9d-0e1f2a3b4c5d'

const sar = (amount: number) => ({ amount, currency: 'SAR' })

export function testQuote(overrides: Partial<Quote> = {}): Quote {
  const fare = testFare(120_000, { id: 'economy-flex', family: 'Flex' })
  return {
    refId: REF_ID,
    itinerary: testItinerary('it-sv', { price: 120_000, minutes: 100, stops: 0, airline: ['SV', 'Saudia'] }),
    fare,
    passengers: { adults: 1, children: 1, infants: 0 },
    price: fare.price,
    quotedAt: new Date().toISOString(),
    validUntil: new Date(Date.now() + 600_000).toISOString(),
    domestic: true,
    travelDate: inDays(30),
    ...overrides,
  }
}

/** GET session-log/get-quote answering with `quote` and one held seat for the adult. */
export const sessionQuoteAnswer = (quote: Quote) => ({
  quote,
  seats: [
    {
      segment: '0-0',
      passenger: 0,
      seat: '12A',
      price: sar(4_500),
      heldUntil: new Date(Date.now() + 20 * 60_000).toISOString(),
    },
  ],
  previousTotal: null,
  priceChanged: false,
  expiresAt: new Date(Date.now() + 20 * 60_000).toISOString(),
})

export const optionHandlers = {
  flightBaggage: () => ({ options: [{ id: 'bag-0-20', leg: 0, kg: 20, price: sar(15_000) }] }),
  flightMeals: () => ({
    options: [{ code: 'VGML', name: 'Vegetarian meal', segment: '0-0', price: sar(3_000) }],
  }),
  flightSsr: () => ({ options: [{ code: 'WCHR', name: 'Wheelchair to the aircraft' }] }),
}

export const testDraft = (): FlightDraft => ({
  passengers: [
    {
      type: 'adult',
      values: {
        ...emptyPassenger,
        prefix: 'Mrs.',
        gender: 'female',
        firstName: 'Huda',
        lastName: 'Alharbi',
        nationality: 'SA',
        dateOfBirth: '1986-04-02',
        nationalId: '1234567897',
      },
    },
    {
      type: 'child',
      values: {
        ...emptyPassenger,
        prefix: 'Miss.',
        gender: 'female',
        firstName: 'Lama',
        lastName: 'Alharbi',
        nationality: 'SA',
        dateOfBirth: '2019-09-15',
        nationalId: '1012345672',
      },
    },
  ],
  contact: { email: 'huda@example.com', phone: '+966500000002' },
  baggage: [{ passenger: 0, optionId: 'bag-0-20' }],
  meals: [{ passenger: 1, segment: '0-0', code: 'VGML' }],
  ssr: [{ passenger: 0, code: 'WCHR' }],
  baggageDecided: [0],
})

/** Opens the next rendered app with this draft in the tab's session storage, as the earlier steps leave it. */
export function storeDraft(draft: FlightDraft, refId = REF_ID) {
  sessionStorage.setItem('rihla:flights:drafts', JSON.stringify({ [refId]: draft }))
}

export function testFlightBooking(overrides: Partial<FlightBooking['booking']> = {}): FlightBooking {
  const quote = testQuote()
  return {
    booking: {
      uuid: BOOKING_UUID,
      type: 'airline',
      status: 'Pending',
      orderId: 'RH-FL-8F2A1C9D0E',
      pnr: 'K7QX2M',
      provider: 'Saudia',
      title: 'Riyadh to Jeddah',
      createdOn: '2026-11-20T06:00:00.000Z',
      amount: sar(142_500),
      vat: {
        ratePercent: 15,
        base: sar(quote.price.total.amount - quote.price.tax.amount),
        amount: quote.price.vat,
      },
      paid: false,
      paymentExpiresAt: new Date(Date.now() + 25 * 60_000).toISOString(),
      travelDate: '2026-12-01T05:00:00.000Z',
      travelEndDate: '2026-12-01T07:00:00.000Z',
      details: [],
      actions: { pay: true, cancel: false, view: true },
      ...overrides,
    },
    refId: REF_ID,
    itinerary: quote.itinerary,
    fare: quote.fare,
    passengers: [
      {
        type: 'adult',
        prefix: 'Mrs.',
        firstName: 'Huda',
        lastName: 'Alharbi',
        dateOfBirth: '1986-04-02',
        nationality: 'SA',
        ticketNumber: null,
        baggage: { cabinKg: 7, checkedPieces: 1, checkedKg: 23 },
      },
      {
        type: 'child',
        prefix: 'Miss.',
        firstName: 'Lama',
        lastName: 'Alharbi',
        dateOfBirth: '2019-09-15',
        nationality: 'SA',
        ticketNumber: null,
        baggage: { cabinKg: 7, checkedPieces: 1, checkedKg: 23 },
      },
    ],
    addons: {
      baggage: [{ passenger: 0, leg: 0, kg: 20, price: sar(15_000) }],
      meals: [{ passenger: 1, segment: '0-0', name: 'Vegetarian meal', price: sar(3_000) }],
      ssr: [{ passenger: 0, name: 'Wheelchair to the aircraft' }],
      seats: [
        { segment: '0-0', passenger: 0, seat: '12A', price: sar(4_500), heldUntil: new Date().toISOString() },
      ],
    },
    price: { ...quote.price, addons: sar(22_500), total: sar(142_500) },
    contact: { email: 'huda@example.com', phone: '+966500000002' },
  }
}
