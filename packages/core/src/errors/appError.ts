import type { MessageDescriptor } from '@lingui/core'

/** Text shown to the user: a catalogue message (translated at render) or text the server already localized. */
export type UserText = MessageDescriptor | string

/**
 * An error the error page can show as it is: HTTP-like status, title and description.
 * Thrown from loaders and beforeLoad; caught by the root error boundary.
 */
export class AppError extends Error {
  override readonly name = 'AppError'

  constructor(
    readonly status: number,
    readonly title: UserText,
    readonly description: UserText,
    options?: { cause?: unknown },
  ) {
    super(typeof title === 'string' ? title : (title.message ?? title.id), options)
  }
}

export const isAppError = (value: unknown): value is AppError => value instanceof AppError
