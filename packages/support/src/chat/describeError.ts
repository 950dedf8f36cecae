import type { I18n } from '@lingui/core'
import { msg } from '@lingui/core/macro'
import { isApiError } from '@rihla/api-clients'

/**
 * What a failed chat call tells the user: the server's own message (already in their language) when it
 * answered, or that the connection is the trouble when it did not.
 */
export function describeChatError(i18n: I18n, error: unknown): string {
  if (isApiError(error) && error.kind === 'http') {
    const field = Object.values(error.fieldErrors)[0]
    return field ?? error.message
  }
  return i18n._(msg`We could not reach the server. Check your connection and try again.`)
}
