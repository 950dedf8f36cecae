import type { MessageDescriptor } from '@lingui/core'

/** Text shown to the user: a catalogue message (translated at render) or text the server already localized. */
export type UserText = MessageDescriptor | string

/**
 * An error the error page can show as it is: HTTP-like status, title and description, and a stable
 * code for logs (a production build keeps only a catalogue message's hashed id, so the title alone
 * would log as "Ts5c2j").
 * Thrown from loaders and beforeLoad; caught by the root error boundary.
 */
export class AppError extends Error {
  override readonly name = 'AppError'
  readonly code: string

  constructor(
    readonly status: number,
    readonly title: UserText,
    readonly description: UserText,
    options?: { cause?: unknown; code?: string },
  ) {
    const code = options?.code ?? `status-${status}`
    super(`${status} ${code}`, options)
    this.code = code
  }
}

export const isAppError = (value: unknown): value is AppError => value instanceof AppError
