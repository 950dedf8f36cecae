import type { I18n } from '@lingui/core'
import type { ErrorInfo } from 'react'
import { isChunkLoadError } from '../bootstrap/buildCheck'
import { isAppError } from './appError'
import type { AppError, UserText } from './appError'

const textOf = (i18n: I18n, text: UserText) => (typeof text === 'string' ? text : i18n._(text))

/** One log line for an AppError: its status, code, and title and description as the page shows them. */
export const describeAppError = (error: AppError, i18n: I18n) =>
  `AppError ${error.status} ${error.code}: ${textOf(i18n, error.title)}. ${textOf(i18n, error.description)}`

/**
 * React's `onCaughtError` for an app's root: an AppError is a failure the page already explains (a
 * widget that did not load, a page not found), logged as a warning naming its code and message rather
 * than as the bare minified error; a chunk-load error reloads the page and needs no log; anything else
 * is logged as React would.
 */
export const createCaughtErrorReporter =
  (i18n: I18n) =>
  (error: unknown, errorInfo: ErrorInfo): void => {
    if (isAppError(error)) console.warn(describeAppError(error, i18n), { cause: error.cause })
    else if (!isChunkLoadError(error)) console.error(error, errorInfo.componentStack)
  }
