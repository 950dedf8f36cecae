import { isApiError } from '@rihla/api-clients'
import { useRouter } from '@tanstack/react-router'
import { useEffect } from 'react'
import { useRuntime } from '../app/runtimeContext'
import { userAtom } from './session'

/**
 * For a screen's query that a 401 answered: the session ended elsewhere (logout in another tab, a
 * password reset), so this device forgets the user and the `auth` middleware asks for a sign-in, then
 * brings them back to the page. Returns whether that is what happened.
 */
export function useForgetEndedSession(error: unknown) {
  const { store } = useRuntime()
  const router = useRouter()
  const sessionEnded = isApiError(error) && error.status === 401

  useEffect(() => {
    if (!sessionEnded) return
    store.set(userAtom, null)
    void router.invalidate()
  }, [sessionEnded, store, router])

  return sessionEnded
}
