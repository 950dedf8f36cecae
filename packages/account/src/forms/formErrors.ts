import type { I18n } from '@lingui/core'
import { msg } from '@lingui/core/macro'
import { isApiError } from '@rihla/api-clients'
import { intlLocale, isLocale } from '@rihla/i18n'

/** "in 12 minutes", "خلال 12 دقيقة": the wait in the largest unit that reads naturally, rounded up. */
function relativeWait(seconds: number, i18n: I18n) {
  const format = new Intl.RelativeTimeFormat(intlLocale(isLocale(i18n.locale) ? i18n.locale : 'en'), {
    numeric: 'always',
  })
  if (seconds < 60) return format.format(Math.max(1, Math.ceil(seconds)), 'second')
  if (seconds < 3600) return format.format(Math.ceil(seconds / 60), 'minute')
  return format.format(Math.ceil(seconds / 3600), 'hour')
}

/**
 * What the whole form says about a failed request: when a 429 said how long to wait, when to try
 * again; else the server's own message (401 wrong password, already translated), or that it could
 * not be reached.
 */
export function formErrorText(error: unknown, i18n: I18n): string {
  if (isApiError(error) && error.status === 429 && error.retryAfterSeconds) {
    const when = relativeWait(error.retryAfterSeconds, i18n)
    return i18n._(msg`Too many attempts. Try again ${when}.`)
  }
  if (isApiError(error) && error.kind === 'http') return error.message
  return i18n._(msg`We could not reach Rihla. Please check your connection and try again.`)
}

/** After a refused submit, the keyboard goes to the first field that needs fixing. */
export function focusFirstInvalid(form: HTMLFormElement | null) {
  requestAnimationFrame(() => {
    form?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus()
  })
}
