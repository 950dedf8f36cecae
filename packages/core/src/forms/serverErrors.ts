import { isApiError } from '@rihla/api-clients'
import type { AnyFieldApi, AnyFormApi } from '@tanstack/react-form'

/** The first message of a field, whether a schema issue (an object) or a server message (a string). */
export function firstError(errors: readonly unknown[]): string | undefined {
  const [error] = errors
  if (!error) return undefined
  return typeof error === 'string' ? error : (error as { message?: string }).message
}

/** A server's message is about the value it was sent: it goes once the visitor changes the field. */
export function clearServerError(field: AnyFieldApi) {
  if (field.state.meta.errorMap.onServer === undefined) return
  field.setMeta((meta) => ({ ...meta, errorMap: { ...meta.errorMap, onServer: undefined } }))
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
