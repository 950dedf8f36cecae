import type { I18n } from '@lingui/core'
import { msg } from '@lingui/core/macro'
import { isApiError } from '@rihla/api-clients'

/**
 * What the screen says about a failed request: the server's own message (already in the visitor's
 * language), a field's message of a 400, or that Rihla could not be reached.
 */
export function requestErrorText(error: unknown, i18n: I18n): string {
  if (isApiError(error) && error.kind === 'http') {
    return Object.values(error.fieldErrors)[0] ?? error.message
  }
  if (isApiError(error) && error.kind === 'timeout') {
    return i18n._(msg`Rihla did not answer in time. Please try again.`)
  }
  return i18n._(msg`We could not reach Rihla. Please check your connection and try again.`)
}
