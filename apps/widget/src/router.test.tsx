import type { Vertical } from '@rihla/api-contract'
import { mergeSlugs } from '@rihla/core/routing'
import { renderApp, resetApp, siteHandlers, testAppData } from '@rihla/core/testing'
import { screen, waitFor, within } from '@testing-library/react'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { fragments, routeTree } from './router'

/** The widget as a partner's frame opens it: no payload of its own, the partner's in the address. */
const renderWidget = (
  path: string,
  allowedVerticals: Vertical[],
  embed: { verticals: Vertical[] | null; currency: string | null } = { verticals: null, currency: null },
) =>
  renderApp(path, {
    routeTree,
    handlers: siteHandlers({
      widget: () => ({ Data: testAppData({ styles: { allowedVerticals, primaryColor: null } }) }),
    }),
    catalogs: fragments.map((fragment) => fragment.catalog),
    slugs: mergeSlugs(fragments.map((fragment) => fragment.slugs)),
    config: { sitePayload: null, embed },
  })

const expectNotFound = async () => {
  const main = await screen.findByRole('main', {}, { timeout: 5_000 })
  await within(main).findByRole('heading', { level: 1, name: 'Page Not Found' }, { timeout: 5_000 })
}

beforeEach(() => {
  vi.spyOn(console, 'warn').mockImplementation(() => undefined)
})
afterEach(resetApp)

describe('the vertical middleware in the widget', () => {
  it('shows a vertical the partner allows', async () => {
    const { router } = await renderWidget('/bus/search?payload=partner', ['bus', 'hotel'])
    await waitFor(() => expect(router.state.status).toBe('idle'))
    expect(router.state.location.pathname).toBe('/bus/search')
    expect(screen.queryByRole('heading', { level: 1, name: 'Page Not Found' })).toBeNull()
  })

  it("answers another vertical's routes with 404", async () => {
    await renderWidget('/bus/search?payload=partner', ['airline', 'hotel', 'event'])
    await expectNotFound()
  })

  it('hides what the embedding page left out, though the payload allows it', async () => {
    await renderWidget('/bus/search?payload=partner', ['bus', 'hotel'], {
      verticals: ['hotel'],
      currency: null,
    })
    await expectNotFound()
  })
})

describe('the root redirect in the widget', () => {
  it("sends a single-vertical widget to that vertical's home", async () => {
    const { router } = await renderWidget('/?payload=partner', ['airline'])
    await waitFor(() => expect(router.state.location.pathname).toBe('/cheap-flights-in-saudi-arabia'))
  })

  it('counts the verticals left once the embedding page narrowed them', async () => {
    const { router } = await renderWidget('/ar/?payload=partner', ['airline', 'hotel'], {
      verticals: ['hotel'],
      currency: null,
    })
    await waitFor(() => expect(router.state.location.pathname).toMatch(/^\/ar\/.+/))
    expect(decodeURIComponent(router.state.location.pathname)).not.toMatch(/flights/)
  })

  it('stays at the choice of verticals when there are several', async () => {
    const { router } = await renderWidget('/?payload=partner', ['airline', 'hotel', 'event'])
    expect(
      await screen.findByRole('heading', { level: 1, name: 'What would you like to book?' }),
    ).toBeTruthy()
    expect(router.state.location.pathname).toBe('/')
  })
})
