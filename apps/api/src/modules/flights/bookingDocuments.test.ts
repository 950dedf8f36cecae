import { execFileSync } from 'node:child_process'
import { mkdtempSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { endpoints } from '@rihla/api-contract/endpoints'
import { todayInSaudiArabia } from '@rihla/api-contract/passenger'
import type { SearchCriteriaInput } from '@rihla/api-contract/flights'
import { describe, expect, it } from 'vitest'
import { newTraveller, saudiPassenger } from '../../testing/flightTravellers'
import { partnerTestServer } from '../../testing/partner'
import { payByCard as payCard } from '../../testing/payments'
import { decodeTlv } from './invoice/tlv'

// One VAT figure from quote to payment, e-tickets at confirmation, and the owner's tax invoice.

// The seller the deployment names, not the sandbox's, is the one its invoices print.
const SELLER_NAME_AR = 'شركة الرحلات المتحدة'
const SELLER_VAT_NUMBER = '300000000000003'
const api = partnerTestServer({
  RIHLA_SELLER_NAME_EN: 'United Journeys Company',
  RIHLA_SELLER_NAME_AR: SELLER_NAME_AR,
  RIHLA_SELLER_VAT_NUMBER: SELLER_VAT_NUMBER,
})

const air = (path: string, json?: unknown) => api.air(path, { json })

const day = (offset: number) =>
  new Date(Date.parse(`${todayInSaudiArabia()}T00:00:00Z`) + offset * 86_400_000).toISOString().slice(0, 10)

const traveller = () => newTraveller(api.server)

const person = (type: 'adult' | 'infant', firstName: string, travelDate: string) => {
  return {
    ...saudiPassenger(type, firstName, travelDate),
    passportNumber: `P${firstName.length}1234567`,
    passportCountry: 'SA',
    passportIssueDate: day(-400),
    passportExpiryDate: day(1500),
  }
}

/** A domestic booking for an adult and an infant, reserved by a new traveller. */
async function reserved(criteria: Partial<SearchCriteriaInput> = {}) {
  const user = await traveller()
  const search: SearchCriteriaInput = {
    tripType: 'one_way',
    legs: [{ origin: 'RUH', destination: 'JED', date: day(35) }],
    cabin: 'economy',
    adults: 1,
    infants: 1,
    ...criteria,
  }
  const found = endpoints.flightSearch.response.parse((await air('/air/api/search', { search })).body)
  const itinerary = found.itineraries[0]!
  const fare = itinerary.fares.find((candidate) => candidate.baggage.checkedPieces > 0) ?? itinerary.fares[0]!
  const quote = endpoints.flightQuote.response.parse(
    (await air('/air/api/quote', { refId: found.refId, itineraryRefId: itinerary.id, fareId: fare.id })).body,
  ).quote
  const { status, body } = await air('/air/api/reserve', {
    refId: found.refId,
    api_token: user.api_token,
    passengers: [person('adult', 'Faisal', quote.travelDate), person('infant', 'Reem', quote.travelDate)],
    contact: { email: 'faisal@example.com', phone: '+966501234567' },
  })
  expect(status).toBe(201)
  return { user, quote, booked: endpoints.flightReserve.response.parse(body) }
}

const payByCard = (
  user: { access_token: string },
  uuid: string,
  amount: { amount: number; currency: string },
) => payCard(api.server, user, uuid, amount)

const invoice = (user: { access_token: string }, uuid: string) =>
  fetch(`${api.server.url}/api/v2/bookings/invoice?uuid=${uuid}`, {
    headers: { authorization: `Bearer ${user.access_token}` },
  })

describe('VAT, computed once on the server', () => {
  it('is the same figure in the quote, the booking, its detail and the payment screen', async () => {
    const { user, quote, booked } = await reserved()
    expect(quote.price.vat.amount).toBeGreaterThan(0)
    // Domestic: 15% of the base fare, surcharge, fees and service charge; never of the airport charges.
    const base =
      quote.price.baseFare.amount +
      quote.price.surcharge.amount +
      quote.price.fees.amount +
      quote.price.serviceCharges.amount
    expect(quote.price.vat.amount).toBe(Math.round(base * 0.15))
    expect(booked.booking.vat).toEqual({
      ratePercent: 15,
      base: { amount: base, currency: 'SAR' },
      amount: quote.price.vat,
    })
    expect(booked.price.vat).toEqual(quote.price.vat)

    const detail = endpoints.flightBookingDetail.response.parse(
      (await air(`/air/api/bookings/get-detail?uuid=${booked.booking.uuid}&api_token=${user.api_token}`))
        .body,
    )
    expect(detail.booking.vat).toEqual(booked.booking.vat)
    expect(detail.price.vat).toEqual(quote.price.vat)

    const methods = await api.server.request(`/api/v2/financial/paymentMethods?uuid=${booked.booking.uuid}`, {
      headers: { authorization: `Bearer ${user.access_token}` },
    })
    expect(endpoints.paymentMethods.response.parse(methods.body).booking.vat).toEqual(booked.booking.vat)
  })

  it('is charged only on our fees and service charge abroad (international transport is zero-rated)', async () => {
    const { quote, booked } = await reserved({ legs: [{ origin: 'RUH', destination: 'DXB', date: day(35) }] })
    const base = quote.price.fees.amount + quote.price.serviceCharges.amount
    expect(booked.booking.vat?.base.amount).toBe(base)
    expect(booked.booking.vat?.amount).toEqual(quote.price.vat)
    expect(quote.price.vat.amount).toBe(Math.round(base * 0.15))
  })
})

describe('the booking detail of a paid flight', () => {
  it('has no e-ticket before payment and one 13-digit ticket per traveller once confirmed, with baggage', async () => {
    const { user, booked } = await reserved()
    expect(booked.passengers.map((passenger) => passenger.ticketNumber)).toEqual([null, null])
    await payByCard(user, booked.booking.uuid, booked.booking.amount)
    const detail = endpoints.flightBookingDetail.response.parse(
      (await air(`/air/api/bookings/get-detail?uuid=${booked.booking.uuid}&api_token=${user.api_token}`))
        .body,
    )
    expect(detail.booking.status).toBe('Confirmed')
    const tickets = detail.passengers.map((passenger) => passenger.ticketNumber)
    for (const ticket of tickets) expect(ticket).toMatch(/^\d{13}$/)
    expect(new Set(tickets).size).toBe(2)
    if (detail.itinerary.validatingAirline.code === 'SV') expect(tickets[0]!.slice(0, 3)).toBe('065')
    const [adult, infant] = detail.passengers
    expect(adult!.baggage).toEqual(detail.fare.baggage)
    expect(infant!.baggage.cabinKg).toBe(0)
  })
})

describe('the tax invoice', () => {
  it('is a PDF for the owner of a paid booking only, with the ZATCA QR fields', async () => {
    const { user, booked } = await reserved()
    const uuid = booked.booking.uuid
    // Unpaid: no invoice yet.
    expect((await invoice(user, uuid)).status).toBe(404)
    await payByCard(user, uuid, booked.booking.amount)

    const stranger = await traveller()
    expect((await invoice(stranger, uuid)).status).toBe(404)
    expect((await fetch(`${api.server.url}/api/v2/bookings/invoice?uuid=${uuid}`)).status).toBe(401)
    expect((await invoice(user, 'not-a-uuid')).status).toBe(400)

    const answer = await invoice(user, uuid)
    expect(answer.status).toBe(200)
    expect(answer.headers.get('content-type')).toBe('application/pdf')
    expect(answer.headers.get('content-disposition')).toContain(`INV-${booked.booking.orderId}.pdf`)
    const pdf = Buffer.from(await answer.arrayBuffer())
    expect(pdf.subarray(0, 5).toString()).toBe('%PDF-')

    const payload = /zatca-qr:([A-Za-z0-9+/=]+)/.exec(pdf.toString('latin1'))?.[1]
    expect(payload).toBeDefined()
    const fields = decodeTlv(payload!)
    expect([...fields.keys()]).toEqual([1, 2, 3, 4, 5])
    expect(fields.get(1)).toBe(SELLER_NAME_AR)
    expect(fields.get(2)).toBe(SELLER_VAT_NUMBER)
    expect(Date.parse(fields.get(3)!)).not.toBeNaN()
    expect(fields.get(4)).toBe((booked.booking.amount.amount / 100).toFixed(2))
    expect(fields.get(5)).toBe((booked.booking.vat!.amount.amount / 100).toFixed(2))

    // Where poppler is installed, the text reads in both languages.
    let text: string | null
    try {
      const dir = mkdtempSync(join(tmpdir(), 'invoice-'))
      writeFileSync(join(dir, 'invoice.pdf'), pdf)
      text = execFileSync('pdftotext', [join(dir, 'invoice.pdf'), '-'], { encoding: 'utf8' })
    } catch {
      text = null
    }
    if (text !== null) {
      expect(text).toContain('Simplified Tax Invoice')
      expect(text).toContain(`INV-${booked.booking.orderId}`)
      expect(text).toContain('فاتورة')
      expect(text).toContain('United Journeys Company')
    }
  })
})
