import type { Message } from '@rihla/api-contract'
import type { ContentfulStatusCode } from 'hono/utils/http-status'

/** An error answer decided in the HTTP layer (rate limits, oversized bodies), sent as `{ message }`. */
export class HttpError extends Error {
  constructor(
    readonly status: ContentfulStatusCode,
    readonly userMessage: Message,
    readonly headers: Record<string, string> = {},
  ) {
    super(userMessage)
    this.name = 'HttpError'
  }
}
