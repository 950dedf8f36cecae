import { errorSchema, validationErrorSchema } from '@rihla/api-contract'
import { isHTTPError, isNetworkError, isTimeoutError } from 'ky'
import { ApiError, fallbackMessages, isApiError } from './apiError'
import { retryAfterMs } from './retryPolicy'

function fieldErrorsOf(body: unknown): Record<string, string> {
  const parsed = validationErrorSchema.safeParse(body)
  if (!parsed.success) return {}
  const fieldErrors: Record<string, string> = {}
  // The first message of a field is kept: schemas report the most basic rule (required) first.
  for (const { field, message } of parsed.data.errors) fieldErrors[field] ??= message
  return fieldErrors
}

/**
 * The ApiError for a failure ky reports; undefined for anything else (a caller's abort, a bug), which
 * is left to propagate as it is.
 */
export function apiErrorFromKy(error: unknown, endpoint: string): ApiError | undefined {
  if (isApiError(error)) return error
  if (isHTTPError(error)) {
    const { status } = error.response
    const body = errorSchema.safeParse(error.data)
    const waitMs = retryAfterMs(error.response.headers.get('retry-after'))
    return new ApiError({
      kind: 'http',
      status,
      message: body.success ? body.data.message : fallbackMessages.http(status),
      fieldErrors: fieldErrorsOf(error.data),
      retryAfterSeconds: waitMs === undefined ? undefined : Math.ceil(waitMs / 1000),
      endpoint,
      cause: error,
    })
  }
  if (isTimeoutError(error)) {
    return new ApiError({ kind: 'timeout', message: fallbackMessages.timeout, endpoint, cause: error })
  }
  if (isNetworkError(error)) {
    return new ApiError({ kind: 'network', message: fallbackMessages.network, endpoint, cause: error })
  }
  return undefined
}
