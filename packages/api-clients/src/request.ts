import { APP_VERSION, HEADERS } from '@rihla/api-contract'
import type { Endpoint } from '@rihla/api-contract'
import type { KyInstance } from 'ky'
import type { z } from 'zod/mini'
import { ApiError, fallbackMessages, isApiError } from './apiError'
import type { CallOptions, CallResult, RawCallInput } from './call'
import { requestContext } from './requestState'

type Scalar = string | number | boolean | bigint

const isScalar = (value: unknown): value is Scalar =>
  typeof value === 'string' ||
  typeof value === 'number' ||
  typeof value === 'boolean' ||
  typeof value === 'bigint'

/** Fills OpenAPI-style `{name}` segments, each encoded as one path segment. */
export function fillPath(path: string, params: Record<string, unknown> = {}): string {
  return path.replace(/\{(\w+)\}/g, (_segment, key: string) => {
    const value = params[key]
    if (!isScalar(value) || value === '') throw new TypeError(`Path parameter "${key}" of ${path} is missing`)
    return encodeURIComponent(String(value))
  })
}

/** Scalars become one entry, arrays one entry per item; undefined and null are left out. */
export function toSearchParams(query: Record<string, unknown>): URLSearchParams {
  const searchParams = new URLSearchParams()
  for (const [key, value] of Object.entries(query)) {
    if (value === undefined || value === null) continue
    const values: unknown[] = Array.isArray(value) ? value : [value]
    for (const item of values) {
      if (!isScalar(item))
        throw new TypeError(`Query parameter "${key}" must be a scalar or an array of scalars`)
      searchParams.append(key, String(item))
    }
  }
  return searchParams
}

/** An empty body reads as undefined, so an endpoint whose schema allows it can answer with nothing. */
export function parseResponse<S extends z.ZodMiniType>(
  schema: S,
  text: string,
  status: number,
  endpoint: string,
): z.output<S> {
  const invalid = (cause: unknown) =>
    new ApiError({
      kind: 'invalid-response',
      status,
      message: fallbackMessages.invalidResponse,
      endpoint,
      cause,
    })
  let json: unknown
  try {
    json = text === '' ? undefined : JSON.parse(text)
  } catch (error) {
    throw invalid(error)
  }
  const parsed = schema.safeParse(json)
  if (!parsed.success) throw invalid(parsed.error)
  return parsed.data
}

export interface SendOptions extends CallOptions {
  timeoutMs: number
}

/** One call of one endpoint on the client of its surface. */
export async function send<E extends Endpoint>(
  client: KyInstance,
  name: string,
  endpoint: E,
  input: RawCallInput,
  { timeoutMs, appVersion, locale, signal, file }: SendOptions,
): Promise<CallResult<E>> {
  const response = client(fillPath(endpoint.path, input.params), {
    method: endpoint.method,
    searchParams: input.query ? toSearchParams(input.query) : undefined,
    ...(file ? { body: file } : { json: input.body }),
    timeout: timeoutMs,
    headers: {
      [HEADERS.appVersion]: appVersion ?? endpoint.appVersion ?? APP_VERSION,
      ...(locale && { [HEADERS.locale]: locale }),
      ...(file && { 'content-type': 'application/octet-stream' }),
    },
    context: requestContext(name, endpoint.auth),
    signal,
  })
  // A document (a PDF) comes back as it is, for the browser to save; errors still arrive as JSON.
  if (endpoint.responseContentType) return (await response.blob()) as CallResult<E>
  let text: string
  try {
    text = await response.text()
  } catch (error) {
    // The connection dropped while the body was arriving: fetch reports that as a bare TypeError.
    if (!isApiError(error) && error instanceof TypeError) {
      throw new ApiError({ kind: 'network', message: fallbackMessages.network, endpoint: name, cause: error })
    }
    throw error
  }
  const { status } = await response
  return parseResponse<E['response']>(endpoint.response, text, status, name) as CallResult<E>
}
