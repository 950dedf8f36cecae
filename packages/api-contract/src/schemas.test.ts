import { describe, expect, it } from 'vitest'
import type { z } from 'zod/mini'
import * as contract from './index'
import { localizedTextSchema, moneySchema } from './common'
import { endpoints } from './allEndpoints'
import type { Endpoint } from './endpoint'
import { isMessage } from './localize'
import { messages } from './messages'
import { partnerTokenRequestSchema } from './partner'
import {
  contactRequestSchema,
  pageSlugParamsSchema,
  pathLookupQuerySchema,
  settingsRequestSchema,
} from './site'

/** The first message for each bad field, as the server reports them. */
function fieldMessages(schema: z.ZodMiniType, input: unknown) {
  const result = schema.safeParse(input)
  const byField: Record<string, string> = {}
  for (const issue of result.error?.issues ?? []) byField[issue.path.join('.')] ??= issue.message
  return byField
}

describe('contactRequestSchema', () => {
  // The solved ALTCHA payload is opaque to the schema; the server verifies it.
  const captcha = 'eyJwYXJhbWV0ZXJzIjp7fX0='
  it('names every missing field with its required message', () => {
    expect(fieldMessages(contactRequestSchema, {})).toEqual({
      fullName: messages.nameRequired,
      email: messages.emailRequired,
      message: messages.messageRequired,
      captcha: messages.captchaRequired,
    })
  })

  it('treats blank text as missing', () => {
    expect(
      fieldMessages(contactRequestSchema, { fullName: '  ', email: ' ', message: '\n', captcha: ' ' }),
    ).toEqual({
      fullName: messages.nameRequired,
      email: messages.emailRequired,
      message: messages.messageRequired,
      captcha: messages.captchaRequired,
    })
  })

  it('applies the name, email and length rules', () => {
    expect(
      fieldMessages(contactRequestSchema, {
        fullName: 'Al',
        email: 'sara@',
        message: 'x'.repeat(2001),
        captcha,
      }),
    ).toEqual({
      fullName: messages.nameMinLength,
      email: messages.invalidEmail,
      message: messages.messageTooLong,
    })
    expect(
      fieldMessages(contactRequestSchema, { fullName: 'Sara 2', email: 'a@b.sa', message: 'Hi', captcha }),
    ).toEqual({
      fullName: messages.nameLettersOnly,
    })
  })

  it('accepts Arabic names, trims text and drops unknown fields', () => {
    const parsed = contactRequestSchema.parse({
      fullName: ' سارة العتيبي ',
      email: ' sara@example.sa ',
      message: ' Hello ',
      captcha,
      admin: true,
    })
    expect(parsed).toEqual({ fullName: 'سارة العتيبي', email: 'sara@example.sa', message: 'Hello', captcha })
  })
})

describe('other request schemas', () => {
  it('partner token: both credentials are required', () => {
    expect(fieldMessages(partnerTokenRequestSchema, { username: '' })).toEqual({
      username: messages.requiredField,
      password: messages.passwordRequired,
    })
  })

  it('path lookup: the path must be absolute', () => {
    expect(fieldMessages(pathLookupQuerySchema, { path: 'flights' })).toEqual({ path: messages.invalidValue })
    expect(pathLookupQuerySchema.safeParse({ path: '/ar/flights/' }).success).toBe(true)
  })

  it('page slug: lowercase words and dashes only', () => {
    expect(fieldMessages(pageSlugParamsSchema, { slug: 'About Us' })).toEqual({ slug: messages.invalidValue })
    expect(pageSlugParamsSchema.safeParse({ slug: 'terms-conditions' }).success).toBe(true)
  })

  it('settings: only known groups', () => {
    expect(fieldMessages(settingsRequestSchema, { groups: ['site', 'secrets'] })).toEqual({
      'groups.1': messages.invalidValue,
    })
    expect(settingsRequestSchema.parse({})).toEqual({})
  })
})

describe('every request schema', () => {
  const garbage: unknown[] = [
    {},
    { a: 1 },
    null,
    42,
    'text',
    [],
    { path: 7, slug: '', username: {}, groups: 'x' },
  ]
  const schemas = (Object.entries(endpoints) as [string, Endpoint][]).flatMap(([name, e]) =>
    [e.params, e.query, e.body]
      .filter((s): s is z.ZodMiniType => s !== undefined)
      .map((s) => [name, s] as const),
  )

  it.each(schemas)('%s reports only catalogue messages, so every 400 can be translated', (_name, schema) => {
    for (const input of garbage) {
      for (const issue of schema.safeParse(input).error?.issues ?? []) {
        if (issue.path.length === 0) continue
        expect(isMessage(issue.message), `${issue.message} at ${issue.path.join('.')}`).toBe(true)
      }
    }
  })
})

type AnySchema = z.core.$ZodType
const isSchema = (value: unknown): value is AnySchema =>
  typeof value === 'object' && value !== null && '_zod' in value
const schemasIn = (values: unknown[]) => values.filter(isSchema)

/** A schema and every schema inside it (object fields, array items, union options, wrapped types, pipes). */
function reachable(root: AnySchema, seen = new Set<AnySchema>()): Set<AnySchema> {
  if (seen.has(root)) return seen
  seen.add(root)
  for (const [key, value] of Object.entries(root._zod.def)) {
    if (key === 'checks') continue
    const field: unknown = value
    const children: unknown[] = Array.isArray(field)
      ? field
      : isSchema(field) || typeof field !== 'object' || field === null
        ? [field]
        : Object.values(field)
    for (const child of schemasIn(children)) reachable(child, seen)
  }
  return seen
}

describe('the contract', () => {
  const roots = [
    ...schemasIn(Object.values(contract)),
    ...(Object.values(endpoints) as Endpoint[]).flatMap((e) =>
      schemasIn([e.params, e.query, e.body, e.response]),
    ),
  ]
  const all = new Set(roots.flatMap((schema) => [...reachable(schema)]))

  it('finds the schemas nested in endpoint schemas', () => {
    expect(reachable(endpoints.settings.response)).toContain(localizedTextSchema)
    expect(reachable(endpoints.settings.response)).toContain(moneySchema)
  })

  // Browser code parses responses and validates forms with these: one classic zod schema would pull
  // the whole classic library into every page.
  it('is made of zod/mini schemas only', () => {
    const classic = [...all].filter((schema) => !schema._zod.traits.has('ZodMiniType'))
    expect(classic.map((schema) => schema._zod.def.type)).toEqual([])
  })
})
