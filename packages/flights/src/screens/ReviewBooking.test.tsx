import type { ReserveRequest } from '@rihla/api-contract/flight-booking'
import { ApiError } from '@rihla/api-clients'
import type { FakeHandlers } from '@rihla/core/testing'
import { resetApp, storeSignedInUser, testUser } from '@rihla/core/testing'
import { screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import {
  BOOKING_UUID,
  REF_ID,
  optionHandlers,
  sessionQuoteAnswer,
  storeDraft,
  testDraft,
  testFlightBooking,
  testQuote,
} from '../testing/bookingFixtures'
import { renderFlights } from '../testing/fixtures'

const path = `/flights/review-booking/${REF_ID}`
/** Text as read: any space as a space, without the marks that keep codes left to right in Arabic. */
const normal = (text: string | null | undefined) =>
  (text ?? '').replace(/\s/g, ' ').replace(/[\u2068\u2069]/g, '')

function open(handlers: FakeHandlers) {
  storeSignedInUser()
  storeDraft(testDraft())
  return renderFlights(path, {
    ...optionHandlers,
    sessionQuote: () => sessionQuoteAnswer(testQuote()),
    sessionItinerary: () => {
      throw new ApiError({ kind: 'http', status: 410, message: 'Search Results Expired', endpoint: 'x' })
    },
    ...handlers,
  })
}

const totalShown = () => normal(screen.getByText('Total to pay').nextElementSibling?.textContent)

beforeEach(() => vi.spyOn(console, 'warn').mockImplementation(() => undefined))
afterEach(() => resetApp())

describe('Review booking', () => {
  it('shows the trip, the travellers with their add-ons, the contact and the price with the add-ons', async () => {
    await open({})
    expect(await screen.findByRole('heading', { name: /Departure/ })).toBeTruthy()
    const travellers = screen.getByRole('region', { name: 'Travellers' })
    expect(within(travellers).getByRole('heading', { name: 'Adult 1 · Huda Alharbi' })).toBeTruthy()
    expect(normal(travellers.textContent)).toContain('Extra baggage 20 kg')
    expect(normal(travellers.textContent)).toContain('Seat 12A')
    expect(normal(travellers.textContent)).toContain('Assistance: Wheelchair to the aircraft')
    expect(normal(travellers.textContent)).toContain('Vegetarian meal')
    expect(screen.getByText('huda@example.com')).toBeTruthy()
    // 1,200 fare + 150 baggage + 30 meal + 45 seat.
    expect(totalShown()).toBe('SAR 1,425')
    expect(screen.getByRole('link', { name: 'Edit passengers' }).getAttribute('href')).toBe(
      `/flights/passenger-details/${REF_ID}`,
    )
    expect(screen.getByRole('link', { name: 'Edit add-ons' }).getAttribute('href')).toBe(
      `/flights/addons/${REF_ID}`,
    )
  })

  it('re-prices a quote past its time and asks about the new price', async () => {
    const stale = testQuote({ validUntil: new Date(Date.now() - 60_000).toISOString() })
    const fresh = testQuote({
      price: {
        ...stale.price,
        baseFare: { amount: 126_000, currency: 'SAR' },
        total: { amount: 126_000, currency: 'SAR' },
      },
    })
    const requote = vi.fn(() => ({
      quote: fresh,
      previousTotal: stale.price.total,
      newTotal: fresh.price.total,
      priceChanged: true,
    }))
    await open({ sessionQuote: () => sessionQuoteAnswer(stale), flightRequote: requote })
    const dialog = await screen.findByRole('alertdialog', { name: 'The price has changed' })
    expect(requote).toHaveBeenCalledWith({ body: { refId: REF_ID } })
    // Both totals include the add-ons (225).
    expect(normal(dialog.textContent)).toContain('SAR 1,425')
    expect(normal(dialog.textContent)).toContain('SAR 1,485')
    expect(within(dialog).getByRole('button', { name: 'Choose another flight' })).toBeTruthy()
    await userEvent.click(within(dialog).getByRole('button', { name: 'Continue with the new price' }))
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull())
    expect(totalShown()).toBe('SAR 1,485')
  })

  it('says so when the new price cannot be had, with a retry', async () => {
    const stale = testQuote({ validUntil: new Date(Date.now() - 60_000).toISOString() })
    await open({
      sessionQuote: () => sessionQuoteAnswer(stale),
      flightRequote: new ApiError({
        kind: 'http',
        status: 500,
        message: 'Server error',
        endpoint: 'flightRequote',
      }),
    })
    const dialog = await screen.findByRole('alertdialog', {
      name: 'An error occurred while getting the quote',
    })
    expect(within(dialog).getByRole('button', { name: 'Try again' })).toBeTruthy()
    expect(within(dialog).getByRole('button', { name: 'Back to results' })).toBeTruthy()
  })

  it('reserves the draft’s travellers and add-ons, never a price, and goes on to payment', async () => {
    const bodies: ReserveRequest[] = []
    const app = await open({
      flightReserve: ({ body }) => {
        bodies.push(body as ReserveRequest)
        return testFlightBooking()
      },
    })
    const confirm = await screen.findByRole('button', { name: 'Confirm and continue to payment' })
    await userEvent.click(confirm)
    await waitFor(() => expect(app.router.state.location.pathname).toBe(`/flights/payments/${BOOKING_UUID}`))
    expect(bodies).toHaveLength(1)
    const [body] = bodies
    expect(body!.refId).toBe(REF_ID)
    expect(body!.api_token).toBe(testUser.api_token)
    expect(body!.passengers.map((passenger) => [passenger.type, passenger.firstName])).toEqual([
      ['adult', 'Huda'],
      ['child', 'Lama'],
    ])
    expect(body!.contact).toEqual({ email: 'huda@example.com', phone: '+966500000002' })
    expect(body!.baggage).toEqual([{ passenger: 0, optionId: 'bag-0-20' }])
    expect(body!.meals).toEqual([{ passenger: 1, segment: '0-0', code: 'VGML' }])
    expect(body!.ssr).toEqual([{ passenger: 0, code: 'WCHR' }])
    expect(JSON.stringify(body)).not.toMatch(/price|amount|total/i)
    // The booking exists: the tab forgets what was typed for it.
    await waitFor(() =>
      expect(JSON.parse(sessionStorage.getItem('rihla:flights:drafts') ?? '{}')).toEqual({}),
    )
  })

  it('lists the details the airline refused, with the way back to edit them', async () => {
    const app = await open({
      flightReserve: new ApiError({
        kind: 'http',
        status: 400,
        message: 'Please fill out all required fields',
        endpoint: 'flightReserve',
        fieldErrors: {
          'passengers.1.dateOfBirth': 'Child must be between 2 and 12 years old',
          'contact.phone': 'Phone number is required',
        },
      }),
    })
    await userEvent.click(await screen.findByRole('button', { name: 'Confirm and continue to payment' }))
    const dialog = await screen.findByRole('alertdialog', { name: 'Please check the passenger details' })
    expect(
      within(dialog)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual([
      'Child 1 · Lama Alharbi: Child must be between 2 and 12 years old',
      'Contact details: Phone number is required',
    ])
    await userEvent.click(within(dialog).getByRole('button', { name: 'Edit passenger details' }))
    await waitFor(() =>
      expect(app.router.state.location.pathname).toBe(`/flights/passenger-details/${REF_ID}`),
    )
  })

  it('re-prices when the server’s price ran out first, and books at an unchanged price', async () => {
    let attempts = 0
    const quote = testQuote()
    const app = await open({
      flightRequote: () => ({
        quote,
        previousTotal: quote.price.total,
        newTotal: quote.price.total,
        priceChanged: false,
      }),
      flightReserve: () => {
        attempts += 1
        if (attempts === 1)
          throw new ApiError({
            kind: 'http',
            status: 409,
            message: 'The price has changed',
            endpoint: 'flightReserve',
          })
        return testFlightBooking()
      },
    })
    await userEvent.click(await screen.findByRole('button', { name: 'Confirm and continue to payment' }))
    await waitFor(() => expect(app.router.state.location.pathname).toBe(`/flights/payments/${BOOKING_UUID}`))
    expect(attempts).toBe(2)
    expect(app.calls.filter((call) => call.name === 'flightRequote')).toHaveLength(1)
  })

  it('offers a retry when the booking fails for another reason', async () => {
    let attempts = 0
    await open({
      flightReserve: () => {
        attempts += 1
        throw new ApiError({
          kind: 'http',
          status: 502,
          message: 'The airline did not answer',
          endpoint: 'flightReserve',
        })
      },
    })
    await userEvent.click(await screen.findByRole('button', { name: 'Confirm and continue to payment' }))
    const dialog = await screen.findByRole('alertdialog', { name: 'We could not book this trip' })
    expect(within(dialog).getByText('The airline did not answer')).toBeTruthy()
    await userEvent.click(within(dialog).getByRole('button', { name: 'Try again' }))
    await waitFor(() => expect(attempts).toBe(2))
  })

  it('asks for the passengers when the draft is missing', async () => {
    storeSignedInUser()
    await renderFlights(path, { ...optionHandlers, sessionQuote: () => sessionQuoteAnswer(testQuote()) })
    expect(await screen.findByRole('heading', { name: 'Passenger details are missing' })).toBeTruthy()
    expect(screen.getByRole('link', { name: 'Enter passenger details' }).getAttribute('href')).toBe(
      `/flights/passenger-details/${REF_ID}`,
    )
  })
})
