import type { APIRequestContext, BrowserContext, Page } from '@playwright/test'
import { createUser, signInAs } from './session'
import type { SignedInUser } from './session'

// What the support specs share: the seeded people (the demo traveller, the two agents) signed in by the
// sandbox, a small real PNG to attach, the realtime subscription of a request's channel, and the
// console errors of a page.

export const DEMO_TRAVELLER = { email: 'demo@rihla.sa', name: 'Sara Alharbi' }
export const AGENTS = [
  { email: 'agent1@rihla.sa', name: 'Noura Alqahtani' },
  { email: 'agent2@rihla.sa', name: 'Faisal Alotaibi' },
] as const

/** A session of a seeded account (the sandbox opens one for an existing email without its password). */
export const seededSession = (request: APIRequestContext, person: { email: string; name: string }) =>
  createUser(request, person)

/** A 1×1 PNG: the server checks a file's first bytes, so it must be a real one. */
export const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==',
  'base64',
)

/** Resolves once the page's realtime connection has subscribed a support request's channel. */
export function supportChannelSubscribed(page: Page) {
  return new Promise<void>((resolve) => {
    page.on('websocket', (socket) => {
      socket.on('framereceived', ({ payload }) => {
        const text = String(payload)
        if (text.includes('pusher_internal:subscription_succeeded') && text.includes('private-support-'))
          resolve()
      })
    })
  })
}

/** Every console error and uncaught error of a context's pages, for a test to expect none. */
export function collectConsoleErrors(context: BrowserContext) {
  const errors: string[] = []
  context.on('console', (message) => {
    if (message.type() === 'error') errors.push(`${message.location().url}: ${message.text()}`)
  })
  context.on('weberror', (error) => errors.push(error.error().message))
  return errors
}

/** A page of its own for a second person (the agent beside the traveller). */
export async function pageAs(context: BrowserContext, user: SignedInUser) {
  const page = await context.newPage()
  await signInAs(page, user)
  return page
}
