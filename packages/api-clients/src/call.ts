import type { Endpoint, Locale } from '@rihla/api-contract'
import type { z } from 'zod/mini'

export type EndpointRegistry = Record<string, Endpoint>

type Empty = Record<never, never>

/** A part of the input is optional when its schema accepts an empty object (all fields optional). */
type InputPart<E, K extends 'params' | 'query' | 'body'> = E extends {
  [P in K]: infer S extends z.ZodMiniType
}
  ? Empty extends z.input<S>
    ? { [P in K]?: z.input<S> }
    : { [P in K]: z.input<S> }
  : { [P in K]?: never }

/** `params` fill the path, `query` becomes the search string, `body` is sent as JSON. */
export type CallInput<E> = InputPart<E, 'params'> & InputPart<E, 'query'> & InputPart<E, 'body'>

/** The parsed JSON answer, or the document itself (a Blob) for an endpoint that answers a PDF. */
export type CallResult<E extends Endpoint> = E['responseContentType'] extends string
  ? Blob
  : z.output<E['response']>

export interface CallOptions {
  /** Replaces the endpoint's timeout for this call (payment processing: `timeouts.paymentProcessing`). */
  timeoutMs?: number
  /** Replaces the endpoint's app-version header for this call. */
  appVersion?: string
  /** Cancels the request, as TanStack Query does when a query is dropped. */
  signal?: AbortSignal
  /**
   * The `locale` header for this call, when the answer is cached under a language: the page's language
   * may not be active yet when the request goes out (the first load fetches while it activates).
   */
  locale?: Locale
  /** Sent as the request body as it is, instead of JSON: an upload whose endpoint takes the raw file. */
  file?: Blob
}

type CallArgs<E> =
  Empty extends CallInput<E>
    ? [input?: CallInput<E>, options?: CallOptions]
    : [input: CallInput<E>, options?: CallOptions]

export type Call<R extends EndpointRegistry> = <N extends keyof R & string>(
  name: N,
  ...args: CallArgs<R[N]>
) => Promise<CallResult<R[N]>>

/** The input as the runtime sees it, whatever the endpoint. */
export interface RawCallInput {
  params?: Record<string, unknown>
  query?: Record<string, unknown>
  body?: unknown
}

/** `Call` as the runtime sees it: any name, any input; the contract's types are laid over it. */
export type RawCall = (name: string, input?: RawCallInput, options?: CallOptions) => Promise<unknown>
