import { msg } from '@lingui/core/macro'
import { useLingui } from '@lingui/react'
import { localizeMessage } from '@rihla/api-contract'
import { accountEndpoints } from '@rihla/api-contract/account'
import { useApi, useCatalog, useLocale } from '@rihla/core'
import type { AltchaWidgetElement } from 'altcha'
import type { DetailedHTMLProps, HTMLAttributes } from 'react'
import { useEffect, useId, useRef, useState } from 'react'
import { accountCatalog } from '../../catalog'
import { altchaStrings } from './altchaStrings'
import * as styles from './Captcha.css'

// The ALTCHA custom element in JSX, with the attributes set here (the library ships React typings,
// but not under an exported path). Declared in this module so every app that renders it sees it.
declare module 'react' {
  // eslint-disable-next-line @typescript-eslint/no-namespace
  namespace JSX {
    interface IntrinsicElements {
      'altcha-widget': DetailedHTMLProps<HTMLAttributes<AltchaWidgetElement>, AltchaWidgetElement> & {
        challenge?: string
        language?: string
        auto?: 'off' | 'onfocus' | 'onload' | 'onsubmit'
        type?: 'native' | 'checkbox' | 'switch'
        name?: string
      }
    }
  }
}

type StateChange = CustomEvent<{ state: string; payload?: string | null }>

// The module registers the element, but its methods (`configure`) exist only once the element is
// defined, which may come a moment after the import settles.
const loadWidget = () => import('altcha').then(() => customElements.whenDefined('altcha-widget'))

const MOUNT_WAIT_MS = 5000

/**
 * The element is a Svelte custom element: its methods (`configure`) appear only once its component is
 * created, a tick or more after the element is connected, so calling them at once can fail. Resolves
 * false when they have not appeared within a few seconds.
 */
async function whenMounted(widget: AltchaWidgetElement, gone: () => boolean) {
  const deadline = Date.now() + MOUNT_WAIT_MS
  while (Date.now() < deadline) {
    if (typeof widget.configure === 'function') return true
    if (gone()) return false
    await new Promise((resolve) => setTimeout(resolve, 16))
  }
  return typeof widget.configure === 'function'
}

export interface CaptchaProps {
  /** The visible name of the check, e.g. "Security check". */
  label: string
  /** The solved payload (the request's `captcha` field), or null while there is none. */
  onChange: (payload: string | null) => void
  /** The field's message ("Captcha is required"), from the schema or the server. */
  errorMessage?: string
  /**
   * When to start the proof of work by itself: `onfocus` once the visitor reaches the form, `onload`
   * at once (a resend button that will need it later). The visitor can always tick the box.
   */
  auto?: 'onfocus' | 'onload' | 'off'
}

/**
 * A self-hosted proof-of-work captcha (ALTCHA): the widget asks our API for a challenge, the browser
 * solves it, and the base64 solution is the form's `captcha` field, which the server verifies once.
 * No third-party request is made; every string is ours, in the page's language.
 */
export function Captcha({ label, onChange, errorMessage, auto = 'onfocus' }: CaptchaProps) {
  // Other packages' forms (the contact form) show it too.
  useCatalog(accountCatalog)
  const { i18n } = useLingui()
  const locale = useLocale()
  const api = useApi()
  const ref = useRef<AltchaWidgetElement>(null)
  const onChangeRef = useRef(onChange)
  const [status, setStatus] = useState<'loading' | 'ready' | 'failed'>('loading')
  const labelId = useId()
  const errorId = useId()

  useEffect(() => {
    onChangeRef.current = onChange
  }, [onChange])

  useEffect(() => {
    let cancelled = false
    loadWidget()
      .then(() => {
        if (!cancelled) setStatus('ready')
      })
      .catch((error: unknown) => {
        console.warn('The captcha widget failed to load', error)
        if (!cancelled) setStatus('failed')
      })
    return () => {
      cancelled = true
    }
  }, [])

  // The widget reads its strings from a global registry by language; ours replace its defaults.
  useEffect(() => {
    if (status !== 'ready') return
    globalThis.$altcha.i18n.set(locale, altchaStrings(i18n))
  }, [status, locale, i18n])

  useEffect(() => {
    const widget = ref.current
    if (status !== 'ready' || !widget) return
    let unmounted = false
    whenMounted(widget, () => unmounted)
      .then((mounted) => {
        if (unmounted) return
        if (!mounted) throw new Error('The captcha element never mounted')
        return widget.configure({
          hideFooter: true,
          hideLogo: true,
          // The challenge comes through the API client (its base URL, locale header and timeouts).
          fetch: async (_url, init) =>
            (await api.surface('consumer'))(accountEndpoints.captchaChallenge.path, {
              signal: init?.signal ?? undefined,
            }),
        })
      })
      .catch((error: unknown) => {
        console.warn('The captcha widget failed to start', error)
        if (!unmounted) setStatus('failed')
      })
    const onStateChange = (event: Event) => {
      const { state, payload } = (event as StateChange).detail
      onChangeRef.current(state === 'verified' && payload ? payload : null)
    }
    widget.addEventListener('statechange', onStateChange)
    return () => {
      unmounted = true
      widget.removeEventListener('statechange', onStateChange)
    }
  }, [status, api])

  const message = errorMessage ? localizeMessage(errorMessage, locale) : undefined
  return (
    <div
      role="group"
      aria-labelledby={labelId}
      aria-describedby={message ? errorId : undefined}
      className={styles.group}
    >
      <span id={labelId} className={styles.label}>
        {label}
      </span>
      {status === 'failed' ? (
        <p className={styles.unavailable} role="alert">
          {i18n._(msg`The security check could not load. Please reload the page and try again.`)}
        </p>
      ) : null}
      {status === 'ready' ? (
        <altcha-widget
          ref={ref}
          challenge={accountEndpoints.captchaChallenge.path}
          language={locale}
          auto={auto}
          type="checkbox"
          name="captcha"
          className={message ? `${styles.widget} ${styles.invalid}` : styles.widget}
        />
      ) : null}
      {message ? (
        <p id={errorId} className={styles.error}>
          {message}
        </p>
      ) : null}
    </div>
  )
}
