import type { Message } from '@rihla/api-contract'

export type ServiceErrorKind = 'unauthenticated' | 'forbidden' | 'not_found' | 'conflict' | 'gone'

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

/** Input the schemas accept but a service refuses (a wrong code, a wrong current password): a 400 on one field. */
export class FieldError extends Error {
  constructor(
    readonly field: string,
    readonly userMessage: Message,
  ) {
    super(userMessage)
    this.name = 'FieldError'
  }
}

/** Several bad fields a service found (passengers checked against the trip they travel on): a 400 naming each. */
export class FieldErrors extends Error {
  constructor(readonly fields: { field: string; userMessage: Message }[]) {
    super(fields.map((field) => `${field.field}: ${field.userMessage}`).join('; '))
    this.name = 'FieldErrors'
  }
}

/** A limit a service counts itself (codes sent, sign-in failures); the caller may retry after the wait. */
export class LimitError extends Error {
  constructor(readonly retryAfterSeconds: number) {
    super(`Limit reached, retry after ${retryAfterSeconds} s`)
    this.name = 'LimitError'
  }
}
