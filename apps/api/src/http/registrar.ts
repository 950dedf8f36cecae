import type { Endpoint } from '@rihla/api-contract'
import { routerPath } from '@rihla/api-contract'
import type { Context, Hono, MiddlewareHandler } from 'hono'
import type { z } from 'zod/mini'
import type { AppEnv } from './env'
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
  : z.input<E['response']>

export type Register = <E extends Endpoint>(
  endpoint: E,
  handler: EndpointHandler<E>,
  options?: { before?: MiddlewareHandler<AppEnv>[] },
) => void

export interface RegistrarOptions {
  sandbox: boolean
  /** Middleware that admits a caller for each kind of endpoint auth the server supports. */
  guards: Partial<Record<Exclude<Endpoint['auth'], 'none'>, MiddlewareHandler<AppEnv>>>
}

/**
 * Registers contract endpoints on the app: the path and method come from the registry, its auth guard
 * runs first, then the request is validated against its schemas and the handler's result is sent with
 * the endpoint's success status.
 */
export function createRegistrar(app: Hono<AppEnv>, options: RegistrarOptions): Register {
  return (endpoint, handler, { before = [] } = {}) => {
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
      const result = await handler(c, parsed.input as EndpointInput<typeof endpoint>)
      // A document that is not JSON (a PDF) is answered as the handler built it.
      if (result instanceof Response) return result
      return c.json(result, endpoint.status ?? 200)
    }
    const [first = validateAndHandle, ...rest] = [...(guard ? [guard] : []), ...before, validateAndHandle]
    app.on(endpoint.method.toUpperCase(), routerPath(endpoint.path), first, ...rest)
  }
}
