import type { EndpointAuth } from '@rihla/api-contract'

/** What one request (with its retries) knows about itself; it lives in ky's per-request context. */
export interface RequestState {
  /** Set by `call`; absent for requests made on a ky instance directly. */
  endpoint?: string
  /** Set by `call` from the contract; a partner request without it carries the partner token. */
  auth?: EndpointAuth
  transientRetries: number
  partnerTokenRetried: boolean
}

const STATE_KEY = 'rihlaRequest'

/** The context `call` passes to ky so the hooks know the endpoint. */
export const requestContext = (endpoint: string, auth: EndpointAuth) => ({ [STATE_KEY]: { endpoint, auth } })

/** Called from ky's init hook, which sees a per-request copy of the context. */
export function initRequestState(context: Record<string, unknown>): RequestState {
  const given = context[STATE_KEY] as Partial<RequestState> | undefined
  const state: RequestState = { ...given, transientRetries: 0, partnerTokenRetried: false }
  context[STATE_KEY] = state
  return state
}

export const findRequestState = (context: Record<string, unknown>) =>
  context[STATE_KEY] as RequestState | undefined

export function requestStateOf(context: Record<string, unknown>): RequestState {
  const state = findRequestState(context)
  if (!state) throw new Error('Request state missing: the init hook did not run')
  return state
}

/** The endpoint name for errors: the contract's name, else "METHOD /path". */
export function endpointLabel(state: RequestState | undefined, request: Request): string {
  return state?.endpoint ?? `${request.method} ${new URL(request.url).pathname}`
}
