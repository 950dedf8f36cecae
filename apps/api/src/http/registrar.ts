import type { Endpoint } from '@rihla/api-contract'
import { messages, routerPath } from '@rihla/api-contract'
import type { Context, Hono, MiddlewareHandler } from 'hono'
import type { z } from 'zod/mini'
import { ServiceError } from '../errors'
import type { AppEnv, UserPrincipal } from './env'
import { parseEndpointInput } from './validation'

type Parsed<S> = S extends z.ZodMiniType ? z.output<S> : undefined
export interface EndpointInput<E extends Endpoint> {
  params: Parsed<E['params']>
  query: Parsed<E['query']>
  body: Parsed<E['body']>
}
export type EndpointHandler<E extends Endpoint> = (
  c: Context<AppEnv>,
  input: EndpointInput<E>,
) => HandlerResult<E> | Promise<HandlerResult<E>>
type HandlerResult<E extends Endpoint> = E['responseContentType'] extends string
  ? Response
  : z.input<E['response']> | JsonText

/**
 * An answer already written as JSON (a flight search's, written on a worker thread), sent as it is: its
 * maker answers for its shape, which tests compare with the object answer it stands for.
 */
export class JsonText {
  readonly text: string
  constructor(text: string) {
    this.text = text
  }
}

export interface RegisterOptions {
  before?: MiddlewareHandler<AppEnv>[]
  /**
   * The endpoint acts for the traveller whose session `api_token` it is given (in its body or query):
   * once the input is valid, that user is set as `traveller` on the context, or the call is refused 401.
   */
  apiToken?: boolean
}

export type Register = <E extends Endpoint>(
  endpoint: E,
  handler: EndpointHandler<E>,
  options?: RegisterOptions,
) => void

export interface RegistrarOptions {
  sandbox: boolean
  /** Middleware that admits a caller for each kind of endpoint auth the server supports. */
  guards: Partial<Record<Exclude<Endpoint['auth'], 'none'>, MiddlewareHandler<AppEnv>>>
  /** The user of the live session an api_token belongs to; null when unknown, expired or revoked. */
  travellerOf: (apiToken: string) => Promise<UserPrincipal | null>
}

/** The api_token an endpoint's input carries, in its body or its query. */
function apiTokenOf(input: { body: unknown; query: unknown }): string | undefined {
  for (const part of [input.body, input.query]) {
    const token = (part as { api_token?: unknown } | undefined)?.api_token
    if (typeof token === 'string' && token) return token
  }
  return undefined
}

/**
 * Registers contract endpoints on the app: the path and method come from the registry, its auth guard
 * runs first, then the request is validated against its schemas and the handler's result is sent with
 * the endpoint's success status.
 */
export function createRegistrar(app: Hono<AppEnv>, options: RegistrarOptions): Register {
  return (endpoint, handler, { before = [], apiToken = false } = {}) => {
    if (endpoint.sandboxOnly && !options.sandbox) return
    const guard = endpoint.auth === 'none' ? undefined : options.guards[endpoint.auth]
    if (endpoint.auth !== 'none' && !guard) {
      throw new Error(
        `No guard for ${endpoint.auth} endpoints (${endpoint.method.toUpperCase()} ${endpoint.path})`,
      )
    }
    const validateAndHandle: MiddlewareHandler<AppEnv> = async (c) => {
      const parsed = await parseEndpointInput(c, endpoint, c.get('locale'))
      if (!parsed.ok) return c.json(parsed.error, 400)
      if (apiToken) {
        const token = apiTokenOf(parsed.input)
        const traveller = token ? await options.travellerOf(token) : null
        if (!traveller) throw new ServiceError('unauthenticated', messages.unauthenticated)
        c.set('traveller', traveller)
      }
      const result = await handler(c, parsed.input as EndpointInput<typeof endpoint>)
      // A document that is not JSON (a PDF) is answered as the handler built it.
      if (result instanceof Response) return result
      if (result instanceof JsonText)
        return c.body(result.text, endpoint.status ?? 200, { 'content-type': 'application/json' })
      return c.json(result, endpoint.status ?? 200)
    }
    const [first = validateAndHandle, ...rest] = [...(guard ? [guard] : []), ...before, validateAndHandle]
    app.on(endpoint.method.toUpperCase(), routerPath(endpoint.path), first, ...rest)
  }
}
