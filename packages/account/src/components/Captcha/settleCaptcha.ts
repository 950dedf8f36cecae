import type { AltchaWidgetElement } from 'altcha'

type StateChange = CustomEvent<{ state: string; payload?: string | null }>

/** A phone solves the challenge within a second or two; past this the form shows "Captcha is required". */
const SETTLE_TIMEOUT_MS = 30_000

/**
 * Lets the captcha in `scope` finish before its form is sent, so one press of the button both solves
 * the check and sends: a press that only started the proof of work was lost before, and the visitor
 * had to press again. Starts the work when it has not started (or failed), waits for it when it is
 * under way, and resolves with the new solution, or null when there is no widget, it was already
 * solved (its form field has the solution) or it failed (the field's message then says so).
 */
export function settleCaptcha(scope: Element | null): Promise<string | null> {
  const widget = scope?.querySelector<AltchaWidgetElement>('altcha-widget')
  if (!widget || typeof widget.getState !== 'function') return Promise.resolve(null)
  // The library's State enum is a type-only export here; its values are these strings.
  const state: string = widget.getState()
  if (state === 'verified') return Promise.resolve(null)
  return new Promise((resolve) => {
    const done = (payload: string | null) => {
      clearTimeout(timer)
      widget.removeEventListener('statechange', onStateChange)
      resolve(payload)
    }
    const onStateChange = (event: Event) => {
      const { state: next, payload } = (event as StateChange).detail
      if (next !== 'verifying') done(next === 'verified' && payload ? payload : null)
    }
    const timer = setTimeout(() => done(null), SETTLE_TIMEOUT_MS)
    widget.addEventListener('statechange', onStateChange)
    if (state !== 'verifying') widget.verify().catch(() => done(null))
  })
}
