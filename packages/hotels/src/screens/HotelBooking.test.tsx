import { addDays, todayInSaudiArabia } from '@rihla/api-contract/dates'
import type { SingleItineraryResponse } from '@rihla/api-contract/hotels'
import { resetApp, storeSignedInUser } from '@rihla/core/testing'
import type { FakeHandlers } from '@rihla/core/testing'
import type { FnfEntry } from '@rihla/api-contract/fnf'
import { emptyPassenger } from '@rihla/fnf'
import { screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import type { HotelDraft } from '../draft'
import { renderHotels, testOffer, testQuote, testRate, testRoomType } from '../testing/fixtures'

beforeEach(() => vi.spyOn(console, 'warn').mockImplementation(() => undefined))
afterEach(() => resetApp())

const checkIn = addDays(todayInSaudiArabia(), 20)
const search = {
  destination: 'city:Makkah',
  checkIn,
  checkOut: addDays(checkIn, 2),
  rooms: [
    { adults: 2, childAges: [] },
    { adults: 1, childAges: [4] },
  ],
  currency: 'SAR',
}
const details = (): SingleItineraryResponse => ({
  search,
  hotel: testOffer('zamzam', { hotel: { name: 'Zamzam Pullman' } }).hotel,
  nights: 2,
  rooms: [testRoomType('king', [testRate('king:room_only:flex')])],
  expiresAt: new Date(Date.now() + 600_000).toISOString(),
})
const countries = () => ({
  countries: [{ code: 'SA', name: 'Saudi Arabia', dialCode: '+966', currency: 'SAR' }],
})
const guest = (firstName: string, lastName: string) => ({
  ...emptyPassenger,
  prefix: 'Mrs.' as const,
  gender: 'female' as const,
  firstName,
  lastName,
  nationality: 'SA',
  age: 40,
})
const storeDraft = (draft: HotelDraft) =>
  sessionStorage.setItem('rihla:hotels:drafts', JSON.stringify({ 'ref-1': draft }))

function open(path: string, handlers: FakeHandlers) {
  storeSignedInUser()
  return renderHotels(path, { countries, fnfList: () => ({ entries: [], limit: 50 }), ...handlers })
}

describe('Booking a hotel', () => {
  it('quotes the chosen rate for every searched room, then asks for the guests', async () => {
    const quoted: unknown[] = []
    const { router } = await open('/hotels/detail/ref-1/zamzam', {
      hotelSingleItinerary: details,
      hotelQuote: ({ body }) => {
        quoted.push(body)
        return { quote: testQuote(checkIn) }
      },
      hotelQuoted: () => ({ quote: testQuote(checkIn) }),
    })

    await userEvent.click(await screen.findByRole('button', { name: 'Select' }))
    await waitFor(() => expect(router.state.location.pathname).toBe('/hotels/passenger-details/ref-1'))
    expect(quoted).toEqual([
      { RefID: 'ref-1', ItineraryRefID: 'zamzam', rates: ['king:room_only:flex', 'king:room_only:flex'] },
    ])
    const forms = await screen.findAllByRole('form')
    expect(forms.map((form) => form.getAttribute('aria-label'))).toEqual([
      'Room 1: lead guest',
      'Room 2: lead guest',
    ])
    expect(within(forms[0]!).getByRole('textbox', { name: /^Age/ })).toBeTruthy()
  })

  it('fills a room’s lead guest from a saved traveller, offering only the adults', async () => {
    const saved = (id: string, nickname: string, firstName: string, dateOfBirth: string): FnfEntry => ({
      id,
      nickname,
      prefix: 'Mrs.',
      gender: 'female',
      firstName,
      lastName: 'Alharbi',
      nationality: 'SA',
      dateOfBirth,
      nationalId: null,
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
    })
    await open('/hotels/passenger-details/ref-1', {
      hotelQuoted: () => ({ quote: testQuote(checkIn) }),
      fnfList: () => ({
        entries: [saved('mum', 'Mum', 'Huda', '1987-04-12'), saved('niece', 'Niece', 'Lama', '2019-02-01')],
        limit: 50,
      }),
    })
    const [room2] = (await screen.findAllByRole('form')).slice(1)
    const picker = await within(room2!).findByRole('button', { name: /Saved travellers/ })
    await waitFor(() => expect(picker.hasAttribute('disabled')).toBe(false))
    await userEvent.click(picker)
    const list = await screen.findByRole('listbox')
    // A lead guest is an adult on the check-in date: the child is listed but cannot be picked.
    expect(within(list).getByRole('option', { name: /Niece/ }).getAttribute('aria-disabled')).toBe('true')
    await userEvent.click(within(list).getByRole('option', { name: /Mum/ }))
    await waitFor(() =>
      expect(within(room2!).getByRole('textbox', { name: /First name/ })).toHaveProperty('value', 'Huda'),
    )
    expect(within(room2!).getByRole('textbox', { name: /Last name/ })).toHaveProperty('value', 'Alharbi')
    // A guest is not saved as a traveller: a saved one needs a date of birth, which a guest does not give.
    expect(within(room2!).queryByRole('checkbox', { name: /Save this traveller/ })).toBeNull()
  })

  it('refuses two lead guests with one first name', async () => {
    storeDraft({
      guests: [guest('Huda', 'Alharbi'), guest('huda', 'Alqahtani')],
      contact: { email: '', phone: '' },
    })
    const { router } = await open('/hotels/passenger-details/ref-1', {
      hotelQuoted: () => ({ quote: testQuote(checkIn) }),
    })
    await screen.findAllByRole('form')
    await userEvent.click(screen.getByRole('button', { name: 'Continue' }))
    const summary = await screen.findByRole('alert')
    expect(summary.textContent).toContain('Please fill out all required fields')
    expect(summary.textContent).toContain(
      'Room 2: lead guest: Duplicate first name detected, enter a distinct first name',
    )
    expect(router.state.location.pathname).toBe('/hotels/passenger-details/ref-1')
  })

  it('books the guests and goes to the payment page', async () => {
    storeDraft({
      guests: [guest('Huda', 'Alharbi'), guest('Sara', 'Alqahtani')],
      contact: { email: 'sara@example.com', phone: '+966500000001' },
    })
    const reserved: unknown[] = []
    const { router } = await open('/hotels/review-booking/ref-1', {
      hotelQuoted: () => ({ quote: testQuote(checkIn) }),
      hotelReserve: ({ body }) => {
        reserved.push(body)
        return { booking: { type: 'hotel', uuid: '0b6a3c1e-2f4d-4e5a-9b7c-8d9e0f1a2b3c' } } as never
      },
    })
    expect(await screen.findByText('Huda Alharbi')).toBeTruthy()
    // Each room's rate per night × nights beside the price summary.
    const stay = screen.getByRole('complementary', { name: 'Your stay' })
    expect(within(stay).getAllByText(/^SAR\s?450 a night × 2 nights = SAR\s?900$/)).toHaveLength(2)
    await userEvent.click(screen.getByRole('button', { name: 'Book and pay' }))
    await waitFor(() =>
      expect(router.state.location.pathname).toBe('/hotels/payments/0b6a3c1e-2f4d-4e5a-9b7c-8d9e0f1a2b3c'),
    )
    expect(reserved[0]).toMatchObject({
      RefID: 'ref-1',
      api_token: 'api-token-sara',
      guests: [{ firstName: 'Huda', age: 40 }, { firstName: 'Sara' }],
      contact: { email: 'sara@example.com', phone: '+966500000001' },
    })
    expect(reserved[0]).not.toHaveProperty('guests.0.saveForLater')
  })
})
