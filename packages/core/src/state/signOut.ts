import type { QueryClient } from '@tanstack/react-query'
import type { RouterContext } from '../routing/context'
import { userAtom } from './session'

/**
 * Queries whose answer belongs to the signed-in user (profile, wallet, bookings, saved travellers)
 * carry this meta, so they are dropped when the user signs out or another one signs in: nothing of
 * one user is ever shown to the next.
 */
export const userScopedMeta = { userScoped: true } as const

export const clearUserQueries = (queryClient: QueryClient) =>
  queryClient.removeQueries({ predicate: (query) => query.meta?.userScoped === true })

/**
 * Logout: the server revokes the session (its tokens then get 401), and this app forgets the user and
 * every user-scoped query. Other tabs follow through the persisted user store (see `watchUser`).
 */
export async function signOut(
  context: Pick<RouterContext, 'api' | 'store' | 'queryClient'>,
  /** Leaves the page first (e.g. for Home), so a page that needs the user never renders without one. */
  leave?: () => Promise<unknown>,
): Promise<{ message: string | null }> {
  let message: string | null = null
  try {
    message = (await context.api.call('logout')).message
  } catch (error) {
    // Already revoked (401) or unreachable: the visitor asked to leave, so this device forgets them anyway.
    console.warn('Logout request failed', error)
  }
  await leave?.()
  context.store.set(userAtom, null)
  clearUserQueries(context.queryClient)
  return { message }
}
