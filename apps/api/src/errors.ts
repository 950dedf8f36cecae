import type { Message } from '@rihla/api-contract'

export type ServiceErrorKind = 'unauthenticated' | 'forbidden' | 'not_found'

/** A refusal a service gives for a reason the caller should hear; the HTTP layer picks the status. */
export class ServiceError extends Error {
  constructor(
    readonly kind: ServiceErrorKind,
    readonly userMessage: Message,
  ) {
    super(userMessage)
    this.name = 'ServiceError'
  }
}
