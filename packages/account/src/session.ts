import type { User } from '@rihla/api-contract'
import { clearUserQueries, modalAtom, useRuntime, userAtom } from '@rihla/core'
import { afterSignInHref } from '@rihla/core/routing'
import { useRouter } from '@tanstack/react-router'
import { useCallback } from 'react'

/**
 * Keeps a user who has just signed in (password, sign-up code or social exchange): the persisted user
 * store gets their tokens (so `isAuthenticated` follows), nothing cached for someone else survives,
 * the login modal closes, and the visitor goes where the `auth` middleware was sending them.
 */
export function useCompleteSignIn() {
  const runtime = useRuntime()
  const router = useRouter()
  return useCallback(
    async (user: User, target?: string | null) => {
      clearUserQueries(runtime.queryClient)
      runtime.store.set(userAtom, user)
      runtime.store.set(modalAtom('loginModal'), false)
      const href = target ?? afterSignInHref(router.state.location)
      if (href) await router.navigate({ href, replace: true })
    },
    [runtime, router],
  )
}
