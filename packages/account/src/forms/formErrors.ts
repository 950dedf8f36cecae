import type { I18n } from '@lingui/core'
import { msg } from '@lingui/core/macro'
import { isApiError } from '@rihla/api-clients'
import type { AnyFormApi } from '@tanstack/react-form'

/** The first message of a field, whether a schema issue (an object) or a server message (a string). */
export function firstError(errors: readonly unknown[]): string | undefined {
  const [error] = errors
  if (!error) return undefined
  return typeof error === 'string' ? error : (error as { message?: string }).message
}

/**
 * Puts a 400's field messages (already in the visitor's language) on the form's fields. True when
 * there were any, so the caller shows them instead of a message for the whole form.
 */
export function applyServerErrors(formApi: AnyFormApi, error: unknown): boolean {
  if (!isApiError(error) || error.status !== 400) return false
  const fields = Object.entries(error.fieldErrors).filter(([name]) => name in formApi.state.values)
  for (const [name, message] of fields) {
    formApi.setFieldMeta(name, (meta) => ({ ...meta, errorMap: { ...meta.errorMap, onServer: message } }))
  }
  return fields.length > 0
}

/**
 * What the whole form says about a failed request: the server's own message (401 wrong password, 429
 * too many tries, already translated), or that it could not be reached.
 */
export function formErrorText(error: unknown, i18n: I18n): string {
  if (isApiError(error) && error.kind === 'http') return error.message
  return i18n._(msg`We could not reach Rihla. Please check your connection and try again.`)
}

/** After a refused submit, the keyboard goes to the first field that needs fixing. */
export function focusFirstInvalid(form: HTMLFormElement | null) {
  requestAnimationFrame(() => {
    form?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus()
  })
}
