import { ApiError } from '@rihla/api-clients'
import { resetApp } from '@rihla/core/testing'
import { screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, describe, expect, it } from 'vitest'
import { renderSupport, testMessage, testRequest } from '../testing/fixtures'

afterEach(() => resetApp())

const page = (requests: ReturnType<typeof testRequest>[], total = requests.length, pageNumber = 1) => ({
  requests,
  page: pageNumber,
  perPage: 20,
  total,
})

describe('My Requests', () => {
  it('sends a visitor to sign in and back', async () => {
    const app = await renderSupport('/support?status=open', {}, { signedIn: false })
    await waitFor(() => expect(app.router.state.location.pathname).toBe('/'))
    const search = new URLSearchParams(app.router.state.location.searchStr)
    expect(search.get('signIn')).toBe('required')
    expect(search.get('redirect')).toBe('/support?status=open')
  })

  it("lists the traveller's requests with status, booking, last message and unread replies", async () => {
    const reply = testMessage({ body: 'We have moved your trip.' })
    await renderSupport('/support', {
      supportList: () =>
        page([testRequest({ status: 'awaiting_customer', lastMessage: reply, unreadCount: 2 })]),
    })
    const card = await screen.findByRole('article', { name: /Change my booking/ })
    expect(within(card).getByText('Awaiting you')).toBeTruthy()
    expect(within(card).getByText('Riyadh to Dammam')).toBeTruthy()
    expect(within(card).getByText('RH-TEST-06')).toBeTruthy()
    expect(within(card).getByText('We have moved your trip.').getAttribute('dir')).toBe('auto')
    expect(within(card).getByText('2 unread replies')).toBeTruthy()
    expect(within(card).getByRole('link', { name: 'Open chat RS-000042' }).getAttribute('href')).toBe(
      '/support/chat/0b6f3f4e-0000-4000-8000-000000000001',
    )
  })

  it('filters by status in the address and the request, and pages', async () => {
    const queries: Record<string, unknown>[] = []
    const app = await renderSupport('/support', {
      supportList: ({ query }) => {
        const asked = (query ?? {}) as Record<string, string>
        queries.push(asked)
        return page([testRequest()], 45, Number(asked.page ?? 1))
      },
    })
    await screen.findByRole('article')
    expect(screen.getByText('Page 1 of 3')).toBeTruthy()
    await userEvent.click(screen.getByRole('button', { name: /Status$/ }))
    await userEvent.click(await screen.findByRole('option', { name: 'Resolved' }))
    await waitFor(() => expect(app.router.state.location.search).toEqual({ status: 'resolved' }))
    await waitFor(() => expect(queries.at(-1)).toEqual({ status: 'resolved', page: '1' }))
    await userEvent.click(screen.getByRole('button', { name: 'Next' }))
    await waitFor(() => expect(queries.at(-1)).toEqual({ status: 'resolved', page: '2' }))
  })

  it('leads from the empty list to a new request', async () => {
    await renderSupport('/support', { supportList: () => page([]) })
    expect(await screen.findByRole('heading', { name: 'No requests yet' })).toBeTruthy()
    const links = screen.getAllByRole('link', { name: 'New request' })
    expect(links.every((link) => link.getAttribute('href') === '/support/create')).toBe(true)
  })

  it('says the list failed to load and tries again', async () => {
    let fail = true
    await renderSupport('/support', {
      supportList: () => {
        if (fail) throw new ApiError({ kind: 'network', message: 'offline', endpoint: 'supportList' })
        return page([testRequest()])
      },
    })
    const alert = await screen.findByRole('alert')
    expect(within(alert).getByText('Failed to load your requests')).toBeTruthy()
    fail = false
    await userEvent.click(within(alert).getByRole('button', { name: 'Try again' }))
    expect(await screen.findByRole('article')).toBeTruthy()
  })

  it('names the statuses in Arabic', async () => {
    await renderSupport('/ar/support', { supportList: () => page([testRequest({ status: 'closed' })]) })
    const card = await screen.findByRole('article')
    expect(within(card).getByText('مغلق')).toBeTruthy()
    expect(screen.getByRole('heading', { level: 1, name: 'طلباتي' })).toBeTruthy()
  })
})
