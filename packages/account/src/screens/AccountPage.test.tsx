import { resetApp, storeSignedInUser } from '@rihla/core/testing'
import { screen, within } from '@testing-library/react'
import { afterEach, describe, expect, it } from 'vitest'
import { renderAccount } from '../testing/renderAccount'

afterEach(() => resetApp())

const profile = {
  name: 'Sara Alharbi',
  email: 'sara@example.com',
  phone: null,
  memberSince: '2025-01-01T00:00:00.000Z',
  walletBalance: { amount: 12_500, currency: 'SAR' },
  hasPassword: true,
  socialProviders: [],
  openRequests: 2,
  unreadReplies: 3,
  upcomingTrips: 4,
}

describe('the account page', () => {
  it("counts the user's open support requests, unread replies and upcoming trips, and links to them", async () => {
    storeSignedInUser()
    await renderAccount('/account', { dashboard: () => ({ profile }) })
    const support = await screen.findByRole('region', { name: 'Support requests' })
    const counts = within(support)
      .getAllByRole('definition')
      .map((entry) => entry.textContent)
    expect(counts).toEqual(['2', '3', '4'])
    expect(within(support).getByRole('link', { name: 'Go to My Requests' }).getAttribute('href')).toBe(
      '/support',
    )
    expect(within(support).getByRole('link', { name: '4' }).getAttribute('href')).toBe('/bookings')
  })
})
