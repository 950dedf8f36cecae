import { isMessage, localizeMessage, messages, serverMessages } from '@rihla/api-contract'
import type { Endpoint, Locale, ValidationError } from '@rihla/api-contract'
import type { Context } from 'hono'
import { z } from 'zod/mini'

type Source = 'params' | 'query' | 'body'
type Parsed = { ok: true; input: Record<Source, unknown> } | { ok: false; error: ValidationError }

const isArraySchema = (schema: unknown): boolean => {
  if (
    schema instanceof z.core.$ZodOptional ||
    schema instanceof z.core.$ZodDefault ||
    schema instanceof z.core.$ZodNullable
  ) {
    return isArraySchema(schema._zod.def.innerType)
  }
  return schema instanceof z.core.$ZodArray
}

/** Query values as the schema expects them: repeated keys become arrays only where the schema wants one. */
function readQuery(c: Context, schema: z.ZodMiniObject): Record<string, string | string[]> {
  const all = c.req.queries()
  return Object.fromEntries(
    Object.entries(all).map(([key, values]) => [
      key,
      isArraySchema(schema.shape[key]) ? values : (values[0] ?? ''),
    ]),
  )
}

const MALFORMED = Symbol('malformed body')

async function readJsonBody(c: Context): Promise<unknown> {
  const text = await c.req.text()
  if (text.trim() === '') return {}
  try {
    return JSON.parse(text) as unknown
  } catch {
    return MALFORMED
  }
}

/**
 * Parses an endpoint's params, query and body with its contract schemas. Unknown fields are dropped by
 * the schemas; each bad field is reported once, with its first message, in the caller's language.
 */
export async function parseEndpointInput(c: Context, endpoint: Endpoint, locale: Locale): Promise<Parsed> {
  const invalid = (errors: ValidationError['errors']): Parsed => ({
    ok: false,
    error: { message: localizeMessage(serverMessages.invalidRequest, locale), errors },
  })
  const raw: Record<Source, unknown> = {
    params: endpoint.params ? c.req.param() : undefined,
    query: endpoint.query ? readQuery(c, endpoint.query) : undefined,
    body: endpoint.body ? await readJsonBody(c) : undefined,
  }
  if (raw.body === MALFORMED) return invalid([])

  const input: Record<Source, unknown> = { params: undefined, query: undefined, body: undefined }
  const errors = new Map<string, string>()
  for (const source of ['params', 'query', 'body'] as const) {
    const schema = endpoint[source]
    if (!schema) continue
    const result = schema.safeParse(raw[source])
    if (result.success) {
      input[source] = result.data
      continue
    }
    for (const issue of result.error.issues) {
      const field = issue.path.length ? issue.path.join('.') : source
      // A schema's own wording is for developers; the caller only ever sees catalogue text.
      const text = isMessage(issue.message) ? issue.message : messages.invalidValue
      if (!errors.has(field)) errors.set(field, localizeMessage(text, locale))
    }
  }
  if (errors.size) return invalid([...errors].map(([field, message]) => ({ field, message })))
  return { ok: true, input }
}
