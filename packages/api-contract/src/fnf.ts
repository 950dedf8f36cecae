import { z } from 'zod/mini'
import { messages } from './messages'
import {
  allianceCodeSchema,
  dateOfBirthSchema,
  genderSchema,
  nicknameSchema,
  passengerCrossCheck,
  passengerFields,
  passengerPrefixSchema,
} from './passenger'
import { endpoint } from './endpoint'
import type { Endpoint } from './endpoint'

/** Saved travellers one user may keep; `messages.fnfLimitReached` names the same number. */
export const FNF_MAX_ENTRIES = 50

/**
 * A saved traveller ("friends and family"): every passenger field, with a nickname to pick it by and a
 * date of birth, so a booking can tell the traveller's passenger type on its own travel date.
 */
export const fnfEntryRequestSchema = z
  .object({
    ...passengerFields(),
    nickname: nicknameSchema,
    dateOfBirth: dateOfBirthSchema(),
  })
  .check(passengerCrossCheck({ requireNickname: true }))
/** What the form holds and sends. */
export type FnfEntryInput = z.input<typeof fnfEntryRequestSchema>
/** A checked entry: trimmed, document numbers compacted. */
export type FnfEntryRequest = z.output<typeof fnfEntryRequestSchema>

export const fnfEntrySchema = z
  .object({
    id: z.string(),
    nickname: z.string(),
    prefix: passengerPrefixSchema,
    gender: genderSchema,
    firstName: z.string(),
    lastName: z.string(),
    nationality: z.string(),
    dateOfBirth: z.iso.date(),
    nationalId: z.nullable(z.string()),
    passportNumber: z.nullable(z.string()),
    passportCountry: z.nullable(z.string()),
    passportIssueDate: z.nullable(z.iso.date()),
    passportExpiryDate: z.nullable(z.iso.date()),
    frequentFlyerAlliance: z.nullable(allianceCodeSchema),
    frequentFlyerNumber: z.nullable(z.string()),
    phone: z.nullable(z.string()),
    email: z.nullable(z.string()),
    createdAt: z.iso.datetime(),
    updatedAt: z.iso.datetime(),
  })
  .register(z.globalRegistry, { id: 'FnfEntry' })
export type FnfEntry = z.infer<typeof fnfEntrySchema>

/** Any text: an id that is not one of the caller's entries is "not found", whatever its form. */
export const fnfIdParamsSchema = z.object({
  id: z.string({ error: messages.invalidValue }).check(z.maxLength(100, { error: messages.invalidValue })),
})

/** Newest first, with the most a user may keep. */
export const fnfListResponseSchema = z.object({ entries: z.array(fnfEntrySchema), limit: z.int() })
export const fnfEntryResponseSchema = z.object({ entry: fnfEntrySchema })
export const fnfDeleteResponseSchema = z.object({ id: z.string() })

/** Friends and family: the signed-in user's saved travellers. Loaded with the screens that call them. */
export const fnfEndpoints = {
  fnfList: endpoint({
    surface: 'client',
    method: 'get',
    path: '/user/fnf/all',
    auth: 'user',
    response: fnfListResponseSchema,
  }),
  fnfCreate: endpoint({
    surface: 'client',
    method: 'post',
    path: '/user/fnf',
    auth: 'user',
    body: fnfEntryRequestSchema,
    response: fnfEntryResponseSchema,
    status: 201,
  }),
  fnfGet: endpoint({
    surface: 'client',
    method: 'get',
    path: '/user/fnf/{id}',
    auth: 'user',
    params: fnfIdParamsSchema,
    response: fnfEntryResponseSchema,
  }),
  fnfUpdate: endpoint({
    surface: 'client',
    method: 'put',
    path: '/user/fnf/{id}',
    auth: 'user',
    params: fnfIdParamsSchema,
    body: fnfEntryRequestSchema,
    response: fnfEntryResponseSchema,
  }),
  fnfDelete: endpoint({
    surface: 'client',
    method: 'delete',
    path: '/user/fnf/{id}',
    auth: 'user',
    params: fnfIdParamsSchema,
    response: fnfDeleteResponseSchema,
  }),
} as const satisfies Record<string, Endpoint>
