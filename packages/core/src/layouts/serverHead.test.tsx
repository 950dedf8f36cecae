import { createRoute } from '@tanstack/react-router'
import { act, screen, waitFor } from '@testing-library/react'
import { afterEach, expect, it } from 'vitest'
import { localeRoute } from '../routing'
import { renderApp, resetApp, siteHandlers, testRouteTree } from '../testing'
import { SERVER_HEAD_END, SERVER_HEAD_START } from './bootOverlay'

const fareRoute = createRoute({
  getParentRoute: () => localeRoute,
  path: 'fares',
  head: () => ({ meta: [{ title: 'Fares | Rihla' }] }),
  component: () => <h1>Fares</h1>,
})
const routeTree = testRouteTree({ fareRoute })

afterEach(resetApp)

it('keeps one title, never none and never two, in the document while the shell takes the head over from the server, then keeps it current', async () => {
  // The head a server-rendered page comes with, between its markers, as the site's server writes it.
  const title = document.createElement('title')
  title.textContent = 'Test about | Rihla'
  document.head.append(
    document.createComment(SERVER_HEAD_START),
    title,
    document.createComment(SERVER_HEAD_END),
  )
  // Checked after every change to the head: axe and screen readers find no title in a gap, and no
  // crawler or test finds the server's head beside the router's.
  let untitled = false
  let doubled = false
  const observer = new MutationObserver(() => {
    const titles = document.querySelectorAll('title').length
    if (!titles) untitled = true
    if (titles > 1) doubled = true
  })
  observer.observe(document.head, { childList: true, subtree: true, characterData: true })

  const { router } = await renderApp('/about-us', { routeTree, handlers: siteHandlers() })
  await screen.findByRole('heading', { level: 1, name: 'Test about' })
  await waitFor(() => expect(title.isConnected).toBe(false))
  // The routed head is React's from now on: a navigation changes the one title there is.
  await act(() => router.navigate({ href: '/fares' }))
  await waitFor(() => expect(document.title).toBe('Fares | Rihla'))
  await new Promise((resolve) => setTimeout(resolve, 0))
  observer.disconnect()

  expect(untitled).toBe(false)
  expect(doubled).toBe(false)
  expect(document.querySelectorAll('title')).toHaveLength(1)
})
