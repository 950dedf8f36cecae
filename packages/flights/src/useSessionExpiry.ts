import { modalAtom } from '@rihla/core'
import { useSetAtom } from 'jotai'
import { useEffect } from 'react'

/** setTimeout's longest wait; a later end would fire at once. */
const LONGEST_WAIT = 2_147_483_647

/**
 * Opens the `sessionExpire` prompt once the search session is gone (a 410) or its end passes: the session
 * ends after inactivity, so the traveller hears it when it happens rather than on the next click.
 * Returns the prompt's opener for the step's own calls that find the session gone.
 */
export function useSessionExpiry(gone: boolean, expiresAt: string | undefined) {
  const setExpired = useSetAtom(modalAtom('sessionExpire'))
  useEffect(() => {
    if (gone) setExpired(true)
  }, [gone, setExpired])
  useEffect(() => {
    if (!expiresAt) return
    const wait = new Date(expiresAt).getTime() - Date.now()
    const timer = window.setTimeout(() => setExpired(true), Math.max(0, Math.min(wait, LONGEST_WAIT)))
    return () => window.clearTimeout(timer)
  }, [expiresAt, setExpired])
  return setExpired
}
