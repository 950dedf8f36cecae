import { closeAllModalsAtom, modalAtom } from '@rihla/core'
import { useSetAtom } from 'jotai'
import { useCallback, useEffect } from 'react'

/** setTimeout's longest wait; a later end would fire at once. */
const LONGEST_WAIT = 2_147_483_647

export interface SessionExpiryOptions {
  /** The session is gone: a call on it answered 410 (see `isSessionExpired`). */
  gone: boolean
  /** When the session ends if nothing extends it (ISO time); the idle timer runs to it. */
  expiresAt: string | undefined
  /**
   * What happens at `expiresAt`; by default the prompt opens. A step whose calls extend the session asks
   * the server again instead (a refetch that finds it gone sets `gone`).
   */
  onDeadline?: () => void
}

/**
 * Opens the `sessionExpire` prompt once the search session is gone (a 410) or its end passes: the session
 * ends after inactivity, so the traveller hears it when it happens rather than on the next click. The
 * prompt replaces any other dialog, whose offer belonged to the ended session. Returns the prompt's
 * opener for the step's own calls that find the session gone.
 */
export function useSessionExpiry({ gone, expiresAt, onDeadline }: SessionExpiryOptions) {
  const closeAllModals = useSetAtom(closeAllModalsAtom)
  const setExpired = useSetAtom(modalAtom('sessionExpire'))
  const expire = useCallback(() => {
    closeAllModals()
    setExpired(true)
  }, [closeAllModals, setExpired])
  useEffect(() => {
    if (gone) expire()
  }, [gone, expire])
  const atDeadline = onDeadline ?? expire
  useEffect(() => {
    if (!expiresAt) return
    const wait = new Date(expiresAt).getTime() - Date.now()
    const timer = window.setTimeout(atDeadline, Math.max(0, Math.min(wait, LONGEST_WAIT)))
    return () => window.clearTimeout(timer)
  }, [expiresAt, atDeadline])
  return expire
}
