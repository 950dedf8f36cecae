import { resetApp, storeSignedInUser } from '@rihla/core/testing'
import { screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { BOOKING_UUID, paidDerbyBooking, renderEvents } from '../testing/fixtures'

afterEach(() => {
  resetApp()
  vi.restoreAllMocks()
})

describe('Event booking detail', () => {
  it('gives each ticket its e-ticket with a QR code, the venue’s directions and an .ics of the show', async () => {
    storeSignedInUser()
    const { calls } = await renderEvents(`/event/booking-detail/${BOOKING_UUID}`, {
      eventBookingDetail: () => paidDerbyBooking(),
    })
    // The page's heading shows while the booking loads too: the tickets say it has loaded.
    const tickets = await screen.findAllByRole('article')
    expect(screen.getByRole('heading', { level: 1, name: 'Your event booking' })).toBeTruthy()
    expect(calls.find((call) => call.name === 'eventBookingDetail')?.input).toEqual({
      body: { uuid: BOOKING_UUID },
    })

    expect(tickets).toHaveLength(3)
    expect(within(tickets[1]!).getByRole('heading').textContent).toBe('Ticket 2 of 3: Omar Alharbi')
    expect(within(tickets[1]!).getByText('Category 3 seat')).toBeTruthy()
    expect(
      within(tickets[1]!).getByRole('img', { name: 'QR code of the ticket of Omar Alharbi' }),
    ).toBeTruthy()
    expect(screen.getByRole('link', { name: /Get directions/ }).getAttribute('href')).toBe(
      'https://www.google.com/maps/dir/?api=1&destination=24.700000%2C46.600000',
    )

    const createObjectURL = vi.fn((_blob: Blob) => 'blob:calendar')
    Object.assign(URL, { createObjectURL, revokeObjectURL: vi.fn() })
    const click = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => {})
    await userEvent.click(screen.getByRole('button', { name: 'Add to calendar' }))
    expect(click).toHaveBeenCalledOnce()
    const ics = await createObjectURL.mock.calls[0]![0].text()
    expect(ics).toContain('DTSTART:20261206T170000Z')
    expect(ics).toContain(`UID:${BOOKING_UUID}@rihla`)
  })
})
