import { localizeMessage } from '@rihla/api-contract'
import { useLocale } from '@rihla/core'
import type { CaptchaProps } from '../components/Captcha/Captcha'

/** The payload the fake captcha hands to its form once ticked. */
export const SOLVED_CAPTCHA = 'solved-captcha-payload'

/**
 * Stands in for `Captcha` in other packages' component tests (`vi.mock('@rihla/account', …)`): a
 * checkbox that "solves" the check when ticked, with the same label and error message.
 */
export function FakeCaptcha({ label, onChange, errorMessage }: CaptchaProps) {
  const locale = useLocale()
  return (
    <div role="group" aria-label={label}>
      <label>
        <input type="checkbox" onChange={(event) => onChange(event.target.checked ? SOLVED_CAPTCHA : null)} />
        {label}
      </label>
      {errorMessage ? <p>{localizeMessage(errorMessage, locale)}</p> : null}
    </div>
  )
}

/**
 * Registers a stand-in `<altcha-widget>` for this package's tests (no proof of work in happy-dom):
 * `solveAltcha(widget)` makes it report a solution the way the real one does, by a `statechange` event.
 */
export function installFakeAltcha() {
  if (customElements.get('altcha-widget')) return
  customElements.define(
    'altcha-widget',
    class extends HTMLElement {
      configuration: Record<string, unknown> = {}
      state = 'unverified'
      /** Like the real one, solving takes a moment; `autoSolve = false` makes the check fail instead. */
      autoSolve = true
      constructor() {
        super()
        this.addEventListener('statechange', (event) => {
          this.state = (event as CustomEvent<{ state: string }>).detail.state
        })
      }
      getState() {
        return this.state
      }
      verify() {
        this.dispatchEvent(new CustomEvent('statechange', { detail: { state: 'verifying', payload: null } }))
        setTimeout(() => {
          if (this.autoSolve) solveAltcha(this)
          else
            this.dispatchEvent(new CustomEvent('statechange', { detail: { state: 'error', payload: null } }))
        }, 30)
        return Promise.resolve(null)
      }
      configure?: (options: Record<string, unknown>) => Promise<void>
      // Like the real (Svelte) element, its methods appear a moment after it is connected, not at once.
      connectedCallback() {
        setTimeout(() => {
          this.configure = (options) => {
            this.configuration = { ...this.configuration, ...options }
            return Promise.resolve()
          }
        }, 20)
      }
      reset() {
        this.dispatchEvent(new CustomEvent('statechange', { detail: { state: 'unverified', payload: null } }))
      }
    },
  )
  ;(globalThis as { $altcha?: unknown }).$altcha ??= {
    i18n: {
      strings: {} as Record<string, unknown>,
      set(language: string, value: unknown) {
        this.strings[language] = value
      },
    },
  }
}

export function solveAltcha(widget: Element, payload = SOLVED_CAPTCHA) {
  widget.dispatchEvent(new CustomEvent('statechange', { detail: { state: 'verified', payload } }))
}
