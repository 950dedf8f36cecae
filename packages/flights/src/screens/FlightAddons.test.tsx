import type { Quote, SeatSelection, SeatmapResponse } from '@rihla/api-contract/flight-booking'
import { ApiError } from '@rihla/api-clients'
import type { FakeHandlers } from '@rihla/core/testing'
import { resetApp, storeSignedInUser } from '@rihla/core/testing'
import { emptyPassenger } from '@rihla/fnf'
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, describe, expect, it } from 'vitest'
import type { FlightDraft } from '../draft'
import { emptyDraft } from '../draft'
import { renderFlights, testFare, testItinerary } from '../testing/fixtures'

afterEach(() => resetApp())

/** An accessible name as written, where money may be spaced with a no-break space. */
const named = (text: string) =>
  new RegExp(`^${text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&').replace(/ /g, '\\s')}$`)

const sar = (amount: number) => ({ amount, currency: 'SAR' })
const saver = testFare(100_000, { id: 'eco-saver' })
const flex = testFare(130_000, {
  id: 'eco-flex',
  family: 'Economy Flex',
  baggage: { checkedPieces: 1, checkedKg: 23, cabinKg: 7 },
  refundable: true,
})
const itinerary = testItinerary('it-sv', {
  price: 100_000,
  minutes: 100,
  stops: 0,
  airline: ['SV', 'Saudia'],
})

const quoteOf = (fare = saver): Quote => ({
  refId: 'ref-1',
  itinerary,
  fare,
  passengers: { adults: 1, children: 1, infants: 0 },
  price: fare.price,
  quotedAt: new Date().toISOString(),
  validUntil: new Date(Date.now() + 600_000).toISOString(),
  domestic: true,
  travelDate: '2026-12-01',
})

const seat = (id: string, patch: Partial<SeatmapResponse['rows'][number]['seats'][number]> = {}) => ({
  seat: id,
  cabin: 'economy' as const,
  state: 'available' as const,
  price: sar(2_000),
  exitRow: false,
  ...patch,
})

const seatmap: SeatmapResponse = {
  segment: '0-0',
  flightNumber: 'SV 1024',
  aircraft: 'Airbus A320neo',
  layout: ['A', 'B', 'C', '', 'D', 'E', 'F'],
  rows: [
    {
      row: 9,
      seats: ['A', 'B', 'C', 'D', 'E', 'F'].map((l) => seat(`9${l}`, l === 'A' ? { state: 'occupied' } : {})),
    },
    {
      row: 14,
      seats: ['A', 'B', 'C', 'D', 'E', 'F'].map((l) => seat(`14${l}`, { exitRow: true, price: sar(9_500) })),
    },
  ],
}

function storeDraft(patch: Partial<FlightDraft> = {}) {
  const passengers: FlightDraft['passengers'] = [
    { type: 'adult', values: { ...emptyPassenger, firstName: 'Sara', lastName: 'Alharbi' } },
    { type: 'child', values: { ...emptyPassenger, firstName: 'Omar', lastName: 'Alharbi' } },
  ]
  sessionStorage.setItem(
    'rihla:flights:drafts',
    JSON.stringify({ 'ref-1': { ...emptyDraft(), passengers, ...patch } }),
  )
}

const draftOf = (): FlightDraft =>
  (JSON.parse(sessionStorage.getItem('rihla:flights:drafts') ?? '{}') as Record<string, FlightDraft>)[
    'ref-1'
  ]!

function handlers(overrides: FakeHandlers = {}, held: SeatSelection[] = []): FakeHandlers {
  return {
    sessionQuote: () => ({
      quote: quoteOf(),
      seats: held,
      previousTotal: null,
      priceChanged: false,
      expiresAt: new Date(Date.now() + 1_200_000).toISOString(),
    }),
    flightBaggage: () => ({
      options: [10, 20, 30].map((kg) => ({ id: `bag-0-${kg}`, leg: 0, kg, price: sar(kg * 700) })),
    }),
    flightMeals: () => ({
      options: [{ code: 'VGML', name: 'Vegetarian meal', segment: '0-0', price: sar(3_500) }],
    }),
    flightSsr: () => ({ options: [{ code: 'WCHR', name: 'Wheelchair to the aircraft door' }] }),
    flightSeatmap: () => seatmap,
    getFares: () => ({ itinerary, fares: [saver, flex] }),
    ...overrides,
  }
}

async function openAddons(fake: FakeHandlers) {
  storeSignedInUser()
  const app = await renderFlights('/flights/addons/ref-1', fake)
  await screen.findByRole('heading', { level: 1, name: 'Add-ons' })
  return app
}

describe('Flight add-ons', () => {
  it('sends a traveller without passenger details back to enter them', async () => {
    storeSignedInUser()
    const app = await renderFlights('/flights/addons/ref-1', handlers())
    // Two lazy screens load on the way; a busy machine (every package's tests at once) takes a while.
    await waitFor(() => expect(app.router.state.location.pathname).toBe('/flights/passenger-details/ref-1'), {
      timeout: 15_000,
    })
  })

  it('shows each seat’s price on it and in its name, with a legend of free, paid, exit-row and taken seats', async () => {
    storeDraft()
    const withFree: SeatmapResponse = {
      ...seatmap,
      rows: [
        { row: 7, seats: ['A', 'B', 'C', 'D', 'E', 'F'].map((l) => seat(`7${l}`, { price: sar(0) })) },
        ...seatmap.rows,
      ],
    }
    await openAddons(handlers({ flightSeatmap: () => withFree }))
    await userEvent.click(await screen.findByRole('button', { name: 'Choose seats' }))
    const dialog = await screen.findByRole('dialog', { name: 'Choose your seats' })
    const grid = await within(dialog).findByRole('grid', { name: 'Seats on SV 1024' })
    const paid = within(grid).getByRole('button', { name: named('Seat 9B, middle, SAR 20') })
    expect(paid.textContent).toBe('B')
    expect(paid.parentElement!.textContent).toBe('B20')
    const exit = within(grid).getByRole('button', {
      name: /^Seat 14C, aisle, exit row, adults only, SAR\s95/,
    })
    expect(exit.parentElement!.textContent).toBe('C95')
    const free = within(grid).getByRole('button', { name: 'Seat 7A, window, Free' })
    expect(free.parentElement!.textContent).toBe('A')
    const legend = within(dialog).getByRole('list', { name: 'Legend' })
    const entries = within(legend)
      .getAllByRole('listitem')
      .map((item) => item.textContent?.replace(/\s/g, ' '))
    expect(entries).toEqual([
      'Free seat',
      'Paid seat: SAR 20 to SAR 95 (price on the seat, in SAR)',
      'Exit row: extra legroom, adults only, SAR 95',
      'Occupied',
      'Held for your party (passenger number)',
      'This traveller’s seat',
    ])
  })

  it('holds a seat chosen with the keyboard, refuses an exit row to a child and reports a seat just taken', async () => {
    storeDraft()
    let held: SeatSelection[] = []
    const fake = handlers({
      flightSeatHold: ({ body }) => {
        const hold = body as { segment: string; passenger: number; seat: string }
        if (hold.seat === '9D') {
          return Promise.reject(
            new ApiError({ kind: 'http', status: 409, message: 'Seat taken', endpoint: 'flightSeatHold' }),
          ) as never
        }
        held = [
          ...held,
          { ...hold, price: sar(2_000), heldUntil: new Date(Date.now() + 1_200_000).toISOString() },
        ]
        return { seats: held }
      },
    })
    const app = await openAddons(fake)
    await userEvent.click(await screen.findByRole('button', { name: 'Choose seats' }))
    const dialog = await screen.findByRole('dialog', { name: 'Choose your seats' })
    const grid = await within(dialog).findByRole('grid', { name: 'Seats on SV 1024' })

    // One tab stop; the arrows move across seats and over the aisle.
    const first = within(grid).getByRole('button', { name: /^Seat 9A, window, occupied/ })
    expect(first.getAttribute('tabindex')).toBe('0')
    expect(first.getAttribute('aria-disabled')).toBe('true')
    act(() => first.focus())
    fireEvent.keyDown(first, { key: 'ArrowRight' })
    const nineB = within(grid).getByRole('button', { name: named('Seat 9B, middle, SAR 20') })
    expect(document.activeElement).toBe(nineB)
    fireEvent.keyDown(nineB, { key: 'ArrowRight' })
    fireEvent.keyDown(document.activeElement!, { key: 'ArrowRight' })
    expect(document.activeElement?.getAttribute('aria-label')).toMatch(named('Seat 9D, aisle, SAR 20'))

    // Someone else took 9D a moment ago: say so and fetch the map again.
    const mapsBefore = app.calls.filter((call) => call.name === 'flightSeatmap').length
    await userEvent.keyboard('{Enter}')
    expect(await within(dialog).findByRole('alert')).toHaveProperty(
      'textContent',
      'Seat 9D was just taken by another traveller. Please choose another seat.',
    )
    await waitFor(() =>
      expect(app.calls.filter((call) => call.name === 'flightSeatmap').length).toBeGreaterThan(mapsBefore),
    )

    await userEvent.click(within(grid).getByRole('button', { name: named('Seat 9B, middle, SAR 20') }))
    expect(await within(dialog).findByText('Seat 9B is held for Adult 1 · Sara Alharbi.')).toBeTruthy()
    expect(
      app.calls.find(
        (call) =>
          call.name === 'flightSeatHold' && (call.input as { body: { seat: string } }).body.seat === '9B',
      )?.input,
    ).toEqual({
      body: { refId: 'ref-1', segment: '0-0', passenger: 0, seat: '9B' },
    })
    // On to the child, who may not sit in an exit row.
    const child = within(dialog).getByRole('radio', { name: /Child 1 · Omar Alharbi/ })
    await waitFor(() => expect((child as HTMLInputElement).checked).toBe(true))
    const holds = app.calls.filter((call) => call.name === 'flightSeatHold').length
    await userEvent.click(
      within(grid).getByRole('button', { name: /^Seat 14C, aisle, exit row, adults only/ }),
    )
    expect((await within(dialog).findByRole('alert')).textContent).toBe(
      'Seat 14C is in an exit row, which is for adults only. Please choose another seat for Child 1 · Omar Alharbi.',
    )
    expect(app.calls.filter((call) => call.name === 'flightSeatHold')).toHaveLength(holds)
    expect(
      within(grid).getByRole('button', { name: 'Seat 9B, middle, held for Adult 1 · Sara Alharbi' }),
    ).toBeTruthy()
  })

  it('asks for a baggage decision on a fare without checked baggage before going on', async () => {
    storeDraft()
    const app = await openAddons(handlers())
    await userEvent.click(await screen.findByRole('button', { name: 'Continue' }))
    const prompt = await screen.findByRole('alertdialog', { name: 'No checked baggage yet' })
    expect(within(prompt).getByText('RUH → JED')).toBeTruthy()

    await userEvent.click(within(prompt).getByRole('button', { name: 'Add baggage' }))
    const baggage = await screen.findByRole('dialog', { name: 'Extra baggage' })
    const adult = within(baggage).getByRole('radiogroup', { name: 'Adult 1 · Sara Alharbi' })
    await userEvent.click(within(adult).getByRole('radio', { name: named('20 kg · SAR 140') }))
    await userEvent.click(within(baggage).getByRole('button', { name: 'Save baggage' }))
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Extra baggage' })).toBeNull())
    expect(draftOf().baggage).toEqual([{ passenger: 0, optionId: 'bag-0-20' }])
    expect(draftOf().baggageDecided).toEqual([0])
    expect(screen.getByText('SAR 1,140')).toBeTruthy()

    await userEvent.click(screen.getByRole('button', { name: 'Continue' }))
    await waitFor(() => expect(app.router.state.location.pathname).toBe('/flights/review-booking/ref-1'))
  })

  it('goes on without extra baggage once the traveller says so', async () => {
    storeDraft()
    const app = await openAddons(handlers())
    await userEvent.click(await screen.findByRole('button', { name: 'Continue' }))
    const prompt = await screen.findByRole('alertdialog', { name: 'No checked baggage yet' })
    await userEvent.click(within(prompt).getByRole('button', { name: 'Continue without extra baggage' }))
    await waitFor(() => expect(app.router.state.location.pathname).toBe('/flights/review-booking/ref-1'))
    expect(draftOf().baggageDecided).toEqual([0])
    expect(draftOf().baggage).toEqual([])
  })

  it('upgrades the fare through a new quote and shows the new total', async () => {
    storeDraft()
    let fare = saver
    const fake = handlers({
      sessionQuote: () => ({
        quote: quoteOf(fare),
        seats: [],
        previousTotal: null,
        priceChanged: false,
        expiresAt: new Date(Date.now() + 1_200_000).toISOString(),
      }),
      flightQuote: () => {
        fare = flex
        return { quote: quoteOf(flex) }
      },
    })
    const app = await openAddons(fake)
    await userEvent.click(
      await screen.findByRole('button', { name: named('Upgrade to Economy Flex for SAR 300 more') }),
    )
    expect(await screen.findByText('Your fare is now Economy Flex. The trip total is updated.')).toBeTruthy()
    expect(app.calls.find((call) => call.name === 'flightQuote')?.input).toEqual({
      body: { refId: 'ref-1', itineraryRefId: 'it-sv', fareId: 'eco-flex' },
    })
    expect(screen.getAllByText('SAR 1,300').length).toBeGreaterThan(0)
    // Checked baggage now comes with the fare: nothing to decide before going on.
    await userEvent.click(screen.getByRole('button', { name: 'Continue' }))
    await waitFor(() => expect(app.router.state.location.pathname).toBe('/flights/review-booking/ref-1'))
  })
})
