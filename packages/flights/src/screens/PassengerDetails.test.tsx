import type { Quote } from '@rihla/api-contract/flight-booking'
import type { FnfEntry } from '@rihla/api-contract/fnf'
import { ApiError } from '@rihla/api-clients'
import type { FakeHandlers } from '@rihla/core/testing'
import { resetApp, storeSignedInUser } from '@rihla/core/testing'
import { emptyPassenger } from '@rihla/fnf'
import { screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import type { FlightDraft } from '../draft'
import { inDays, renderFlights, testFare, testItinerary } from '../testing/fixtures'

const TRAVEL_DATE = inDays(30)
/** The same day some years earlier. */
const yearsBefore = (years: number) => `${Number(TRAVEL_DATE.slice(0, 4)) - years}${TRAVEL_DATE.slice(4)}`

const quoteOf = (domestic: boolean, passengers = { adults: 1, children: 1, infants: 1 }): Quote => {
  const fare = testFare(120_000, { id: 'economy-flex', family: 'Flex' })
  return {
    refId: 'ref-1',
    itinerary: testItinerary('it-sv', { price: 120_000, minutes: 100, stops: 0, airline: ['SV', 'Saudia'] }),
    fare,
    passengers,
    price: fare.price,
    quotedAt: new Date().toISOString(),
    validUntil: new Date(Date.now() + 600_000).toISOString(),
    domestic,
    travelDate: TRAVEL_DATE,
  }
}

const sessionQuote = (quote: Quote) => () => ({
  quote,
  seats: [],
  previousTotal: null,
  priceChanged: false,
  expiresAt: new Date(Date.now() + 20 * 60_000).toISOString(),
})

const countries = () => ({
  countries: [{ code: 'SA', name: 'Saudi Arabia', dialCode: '+966', currency: 'SAR' }],
})

const path = '/flights/passenger-details/ref-1'

function open(handlers: FakeHandlers) {
  storeSignedInUser()
  return renderFlights(path, { countries, fnfList: () => ({ entries: [], limit: 50 }), ...handlers })
}

const form = (name: string) => screen.findByRole('form', { name })
const textbox = (container: HTMLElement, name: RegExp) => within(container).getByRole('textbox', { name })
const storedDraft = (): FlightDraft | undefined =>
  (JSON.parse(sessionStorage.getItem('rihla:flights:drafts') ?? '{}') as Record<string, FlightDraft>)['ref-1']

const adult = {
  ...emptyPassenger,
  prefix: 'Mrs.' as const,
  gender: 'female' as const,
  firstName: 'Huda',
  lastName: 'Alharbi',
  nationality: 'SA',
  dateOfBirth: yearsBefore(40),
  nationalId: '1234567897',
}

beforeEach(() => vi.spyOn(console, 'warn').mockImplementation(() => undefined))
afterEach(() => resetApp())

describe('Passenger details', () => {
  it('has one form per passenger, adults first, with the national ID on a domestic trip', async () => {
    await open({ sessionQuote: sessionQuote(quoteOf(true)) })
    const forms = await screen.findAllByRole('form')
    expect(forms.map((element) => element.getAttribute('aria-label'))).toEqual([
      'Adult 1',
      'Child 1',
      'Infant 1',
      // The contact details' form lives in its modal, closed.
    ])
    expect(textbox(forms[0]!, /National ID/)).toBeTruthy()
    expect(within(forms[0]!).queryByRole('textbox', { name: /Passport number/ })).toBeNull()
    // The contact details start as the signed-in traveller's.
    const contact = screen.getByRole('region', { name: 'Contact details' })
    expect(contact.textContent).toContain('sara@example.com')
  })

  it('asks for passports abroad, and checks each passenger’s age on the travel date', async () => {
    sessionStorage.setItem(
      'rihla:flights:drafts',
      JSON.stringify({
        'ref-1': {
          passengers: [{ type: 'infant', values: { ...adult, nationalId: '', dateOfBirth: yearsBefore(3) } }],
          contact: { email: '', phone: '' },
          baggage: [],
          meals: [],
          ssr: [],
          baggageDecided: [],
        } satisfies FlightDraft,
      }),
    )
    await open({ sessionQuote: sessionQuote(quoteOf(false, { adults: 0, children: 0, infants: 1 })) })
    const infant = await form('Infant 1')
    expect(textbox(infant, /Passport number/)).toBeTruthy()
    expect(within(infant).queryByRole('textbox', { name: /National ID/ })).toBeNull()

    await userEvent.click(screen.getByRole('button', { name: 'Continue' }))
    const summary = await screen.findByRole('alert')
    expect(summary.textContent).toContain('Please fill out all required fields')
    expect(summary.textContent).toContain('Infant 1: Infant must be under 2 years old')
    await waitFor(() => expect(within(infant).getByText('Infant must be under 2 years old')).toBeTruthy())
    expect(within(infant).getByText('Passport is required')).toBeTruthy()
    // The focus goes to the first wrong field: the date of birth, the only date field with an error.
    await waitFor(() => expect(document.activeElement?.getAttribute('role')).toBe('spinbutton'))
    expect(infant.contains(document.activeElement)).toBe(true)
  })

  it('keeps what was typed in the draft and restores it on return', async () => {
    const first = await open({
      sessionQuote: sessionQuote(quoteOf(true, { adults: 1, children: 0, infants: 0 })),
    })
    await userEvent.type(textbox(await form('Adult 1'), /First name/), 'Faisal')
    await waitFor(() => expect(storedDraft()?.passengers[0]?.values.firstName).toBe('Faisal'))
    expect(storedDraft()?.passengers[0]?.type).toBe('adult')
    first.unmount()

    await open({ sessionQuote: sessionQuote(quoteOf(true, { adults: 1, children: 0, infants: 0 })) })
    expect(textbox(await form('Adult 1'), /First name/)).toHaveProperty('value', 'Faisal')
  })

  it('fills a form from a saved traveller, saves a traveller for later and goes on to the add-ons', async () => {
    const mum: FnfEntry = {
      id: 'entry-mum',
      nickname: 'Mum',
      prefix: adult.prefix,
      gender: adult.gender,
      firstName: adult.firstName,
      lastName: adult.lastName,
      nationality: 'SA',
      dateOfBirth: adult.dateOfBirth,
      nationalId: adult.nationalId,
      passportNumber: null,
      passportCountry: null,
      passportIssueDate: null,
      passportExpiryDate: null,
      frequentFlyerAlliance: null,
      frequentFlyerNumber: null,
      phone: null,
      email: null,
      createdAt: '2026-10-01T09:00:00.000Z',
      updatedAt: '2026-10-01T09:00:00.000Z',
    }
    const { calls, router } = await open({
      sessionQuote: sessionQuote(quoteOf(true, { adults: 1, children: 0, infants: 0 })),
      fnfList: () => ({ entries: [mum], limit: 50 }),
      fnfCreate: ({ body }) => ({ entry: { ...mum, ...(body as object), id: 'entry-new' } }),
    })
    const adultForm = await form('Adult 1')
    const picker = await within(adultForm).findByRole('button', { name: /Saved travellers/ })
    await waitFor(() => expect(picker.hasAttribute('disabled')).toBe(false))
    await userEvent.click(picker)
    await userEvent.click(within(await screen.findByRole('listbox')).getByRole('option', { name: /Mum/ }))
    await waitFor(() => expect(textbox(adultForm, /First name/)).toHaveProperty('value', 'Huda'))
    await waitFor(() => expect(storedDraft()?.passengers[0]?.values.nationalId).toBe('1234567897'))

    await userEvent.click(within(adultForm).getByRole('checkbox', { name: 'Save this traveller for later' }))
    // The saved traveller's nickname came with the rest; this copy gets a name of its own.
    await userEvent.clear(textbox(adultForm, /Nickname/))
    await userEvent.type(textbox(adultForm, /Nickname/), 'Aunt Huda')
    await userEvent.click(screen.getByRole('button', { name: 'Continue' }))
    await waitFor(() => expect(router.state.location.pathname).toBe('/flights/addons/ref-1'))
    const saved = calls.find((call) => call.name === 'fnfCreate')?.input as { body: Record<string, unknown> }
    expect(saved.body).toMatchObject({
      nickname: 'Aunt Huda',
      firstName: 'Huda',
      nationalId: '1234567897',
    })
    expect(saved.body).not.toHaveProperty('saveForLater')
    expect(storedDraft()?.contact).toEqual({ email: 'sara@example.com', phone: '+966500000001' })
  })

  it('reports a traveller that could not be saved and keeps the form', async () => {
    sessionStorage.setItem(
      'rihla:flights:drafts',
      JSON.stringify({
        'ref-1': {
          passengers: [{ type: 'adult', values: { ...adult, saveForLater: true, nickname: 'Mum' } }],
          contact: { email: 'sara@example.com', phone: '+966500000001' },
          baggage: [],
          meals: [],
          ssr: [],
          baggageDecided: [],
        } satisfies FlightDraft,
      }),
    )
    const { router } = await open({
      sessionQuote: sessionQuote(quoteOf(true, { adults: 1, children: 0, infants: 0 })),
      fnfCreate: new ApiError({ kind: 'network', message: 'Offline', endpoint: 'fnfCreate' }),
    })
    await form('Adult 1')
    await userEvent.click(screen.getByRole('button', { name: 'Continue' }))
    const notice = await screen.findByRole('alert')
    expect(notice.textContent).toContain('We could not save Adult 1 for later')
    expect(router.state.location.pathname).toBe(path)
    expect(textbox(await form('Adult 1'), /First name/)).toHaveProperty('value', 'Huda')
    await userEvent.click(within(notice).getByRole('button', { name: 'Continue without saving' }))
    await waitFor(() => expect(router.state.location.pathname).toBe('/flights/addons/ref-1'))
  })
})
