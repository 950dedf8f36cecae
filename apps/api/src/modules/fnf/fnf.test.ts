import { messages, messagesAr, serverMessages, validationErrorSchema } from '@rihla/api-contract'
import { endpoints } from '@rihla/api-contract/endpoints'
import { FNF_MAX_ENTRIES } from '@rihla/api-contract/fnf'
import { ALLIANCE_CODES } from '@rihla/api-contract/passenger'
import type { FnfEntry, FnfEntryInput } from '@rihla/api-contract/fnf'
import { eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { alliances, fnfEntries } from '../../db/schema'
import { countRows } from '../../testing/rows'
import { startTestServer } from '../../testing/testServer'
import type { RequestOptions, TestServer } from '../../testing/testServer'

let server: TestServer
beforeAll(async () => {
  server = await startTestServer()
})
afterAll(() => server.close())

interface Caller {
  id: string
  token: string
}

/** A fresh signed-in user, so each test has its own saved travellers. */
async function newUser(): Promise<Caller> {
  const { status, body } = await server.request('/dev/users', { json: {} })
  expect(status).toBe(201)
  const { user } = endpoints.devCreateUser.response.parse(body)
  return { id: user.id, token: user.access_token }
}

const as = (caller: Caller | null, path: string, options: RequestOptions = {}) =>
  server.request(path, {
    ...options,
    headers: { ...options.headers, ...(caller && { authorization: `Bearer ${caller.token}` }) },
  })

const omar: FnfEntryInput = {
  nickname: 'Dad',
  prefix: 'Mr',
  gender: 'male',
  firstName: 'Omar',
  lastName: 'Al Ghamdi',
  nationality: 'SA',
  dateOfBirth: '1968-03-02',
  nationalId: '1 0234 5678 1',
  passportNumber: 'p 1234567',
  passportCountry: 'SA',
  passportIssueDate: '2021-06-01',
  passportExpiryDate: '2031-05-31',
  frequentFlyerAlliance: 'skyteam',
  frequentFlyerNumber: 'SV 55 123 456',
  phone: '+966 50 123 4567',
  email: 'Omar@Example.SA',
}

async function create(caller: Caller, entry: FnfEntryInput = omar): Promise<FnfEntry> {
  const { status, body } = await as(caller, '/user/fnf', { json: entry })
  expect(status).toBe(201)
  return endpoints.fnfCreate.response.parse(body).entry
}

const stored = async (id: string) =>
  (await server.db.select().from(fnfEntries).where(eq(fnfEntries.id, id)))[0]

describe('saved travellers of a signed-in user', () => {
  it('creates, reads, lists, replaces and deletes an entry', async () => {
    const caller = await newUser()
    const entry = await create(caller)
    expect(entry).toMatchObject({
      nickname: 'Dad',
      firstName: 'Omar',
      nationalId: '1023456781',
      passportNumber: 'P1234567',
      frequentFlyerNumber: 'SV55123456',
      phone: '+966501234567',
      email: 'omar@example.sa',
    })
    expect(await stored(entry.id)).toMatchObject({ userId: caller.id, nickname: 'Dad' })

    const read = await as(caller, `/user/fnf/${entry.id}`)
    expect(read.status).toBe(200)
    expect(endpoints.fnfGet.response.parse(read.body).entry).toEqual(entry)

    const second = await create(caller, {
      nickname: 'Little one',
      prefix: 'Miss.',
      gender: 'female',
      firstName: 'Huda',
      lastName: 'Al Ghamdi',
      nationality: 'SA',
      dateOfBirth: '2025-08-01',
    })
    expect(second).toMatchObject({ nationalId: null, passportNumber: null, frequentFlyerAlliance: null })
    const list = await as(caller, '/user/fnf/all')
    expect(list.status).toBe(200)
    const { entries, limit } = endpoints.fnfList.response.parse(list.body)
    expect(entries.map((item) => item.id)).toEqual([second.id, entry.id])
    expect(limit).toBe(FNF_MAX_ENTRIES)

    // A replace clears what is left out.
    const replaced = await as(caller, `/user/fnf/${entry.id}`, {
      method: 'PUT',
      json: {
        ...omar,
        nickname: 'Baba',
        passportNumber: '',
        passportCountry: null,
        passportIssueDate: '',
        passportExpiryDate: '',
      },
    })
    expect(replaced.status).toBe(200)
    const updated = endpoints.fnfUpdate.response.parse(replaced.body).entry
    expect(updated).toMatchObject({
      id: entry.id,
      nickname: 'Baba',
      passportNumber: null,
      passportExpiryDate: null,
    })
    expect(updated.createdAt).toBe(entry.createdAt)
    expect(await stored(entry.id)).toMatchObject({ nickname: 'Baba', passportCountry: null })

    const deleted = await as(caller, `/user/fnf/${entry.id}`, { method: 'DELETE' })
    expect(deleted).toMatchObject({ status: 200, body: { id: entry.id } })
    expect(await stored(entry.id)).toBeUndefined()
    expect((await as(caller, `/user/fnf/${entry.id}`)).status).toBe(404)
    expect((await as(caller, `/user/fnf/${entry.id}`, { method: 'DELETE' })).status).toBe(404)
  })

  it('starts with an empty list', async () => {
    const { status, body } = await as(await newUser(), '/user/fnf/all')
    expect(status).toBe(200)
    expect(body).toEqual({ entries: [], limit: FNF_MAX_ENTRIES })
  })

  it('ignores fields the contract does not know, the owner above all', async () => {
    const caller = await newUser()
    const other = await newUser()
    const entry = await create(caller, { ...omar, userId: other.id, id: 'chosen' } as FnfEntryInput)
    expect(entry.id).not.toBe('chosen')
    expect(await stored(entry.id)).toMatchObject({ userId: caller.id })
  })
})

describe('bad input', () => {
  it('names every bad field in English or Arabic and writes nothing', async () => {
    const caller = await newUser()
    const existing = await create(caller)
    const before = await countRows(server.db, fnfEntries)
    const cases: [unknown, Record<string, keyof typeof messages>][] = [
      [
        {},
        {
          prefix: 'requiredField',
          gender: 'genderRequired',
          firstName: 'firstNameRequired',
          lastName: 'lastNameRequired',
          nationality: 'nationalityRequired',
          nickname: 'nicknameRequired',
          dateOfBirth: 'dateOfBirthRequired',
        },
      ],
      [
        {
          ...omar,
          firstName: 'Al',
          lastName: 'Gh4mdi',
          nationalId: '12345',
          passportExpiryDate: '2021-06-01',
        },
        {
          firstName: 'firstLastNameRule',
          lastName: 'firstLastNameRule',
          nationalId: 'nationalIdInvalid',
          passportExpiryDate: 'passportExpired',
        },
      ],
      // A Saudi's National ID and a resident's Iqama are 10 digits with a check digit; a CNIC 13 or more.
      [{ ...omar, nationalId: '1023456782' }, { nationalId: 'nationalIdInvalid' }],
      [{ ...omar, nationality: 'PK', nationalId: '2345678905' }, { nationalId: 'nationalIdInvalid' }],
      [{ ...omar, nationality: 'PK', nationalId: '12345' }, { nationalId: 'cnicMinDigits' }],
      [
        { ...omar, nationalId: '1234-ABC-567890', frequentFlyerNumber: '' },
        { nationalId: 'nationalIdInvalid', frequentFlyerNumber: 'frequentFlyerInvalid' },
      ],
      [
        { ...omar, frequentFlyerAlliance: null, frequentFlyerNumber: '##' },
        { frequentFlyerNumber: 'flyerNumberInvalid' },
      ],
      [
        { ...omar, passportNumber: '', passportCountry: '' },
        { passportNumber: 'passportRequired', passportCountry: 'countryRequired' },
      ],
      [{ ...omar, dateOfBirth: '2999-01-01' }, { dateOfBirth: 'dateOfBirthInFuture' }],
      [
        { ...omar, nickname: 42, gender: 'x' },
        { gender: 'invalidValue', nickname: 'nicknameRequired' },
      ],
    ]
    for (const [body, expected] of cases) {
      for (const [locale, catalogue] of [
        ['en', { ...messages, ...serverMessages }],
        ['ar', messagesAr],
      ] as const) {
        for (const [path, method] of [
          ['/user/fnf', 'POST'],
          [`/user/fnf/${existing.id}`, 'PUT'],
        ] as const) {
          const { status, body: answer } = await as(caller, path, { method, json: body, locale })
          expect(status).toBe(400)
          const { message, errors } = validationErrorSchema.parse(answer)
          expect(message).toBe(catalogue.invalidRequest)
          expect(Object.fromEntries(errors.map((error) => [error.field, error.message]))).toEqual(
            Object.fromEntries(Object.entries(expected).map(([field, key]) => [field, catalogue[key]])),
          )
          expect(errors).toHaveLength(Object.keys(expected).length)
        }
      }
    }
    expect(await countRows(server.db, fnfEntries)).toBe(before)
    expect((await stored(existing.id))?.updatedAt).toEqual(new Date(existing.updatedAt))
  })

  it('refuses a country the reference data does not know', async () => {
    const caller = await newUser()
    const { status, body } = await as(caller, '/user/fnf', {
      json: { ...omar, passportCountry: 'ZZ' },
      locale: 'ar',
    })
    expect(status).toBe(400)
    expect(body).toEqual({
      message: messagesAr.invalidRequest,
      errors: [{ field: 'passportCountry', message: messagesAr.invalidValue }],
    })
    expect(endpoints.fnfList.response.parse((await as(caller, '/user/fnf/all')).body).entries).toEqual([])
  })

  it('offers exactly the alliances of the reference data', async () => {
    const rows = await server.db.select({ id: alliances.id }).from(alliances)
    expect(rows.map((row) => row.id).sort()).toEqual([...ALLIANCE_CODES].sort())
  })
})

describe('another user’s entries', () => {
  it('are not found on read, replace or delete, and stay as they were', async () => {
    const owner = await newUser()
    const intruder = await newUser()
    const entry = await create(owner)
    const before = await stored(entry.id)

    expect(await as(intruder, `/user/fnf/${entry.id}`)).toMatchObject({
      status: 404,
      body: { message: serverMessages.notFound },
    })
    expect(
      (await as(intruder, `/user/fnf/${entry.id}`, { method: 'PUT', json: { ...omar, nickname: 'Mine' } }))
        .status,
    ).toBe(404)
    expect((await as(intruder, `/user/fnf/${entry.id}`, { method: 'DELETE' })).status).toBe(404)
    expect(endpoints.fnfList.response.parse((await as(intruder, '/user/fnf/all')).body).entries).toEqual([])
    expect(await stored(entry.id)).toEqual(before)
  })

  it('an id that is no entry at all is not found either', async () => {
    const caller = await newUser()
    for (const id of ['not-a-uuid', '00000000-0000-4000-8000-000000000000']) {
      expect((await as(caller, `/user/fnf/${id}`)).status).toBe(404)
      expect((await as(caller, `/user/fnf/${id}`, { method: 'PUT', json: omar })).status).toBe(404)
      expect((await as(caller, `/user/fnf/${id}`, { method: 'DELETE' })).status).toBe(404)
    }
  })
})

describe('signed out', () => {
  it('answers 401 on every endpoint and writes nothing', async () => {
    const owner = await newUser()
    const entry = await create(owner)
    const before = await countRows(server.db, fnfEntries)
    const requests: [string, RequestOptions][] = [
      ['/user/fnf/all', {}],
      ['/user/fnf', { json: omar }],
      [`/user/fnf/${entry.id}`, {}],
      [`/user/fnf/${entry.id}`, { method: 'PUT', json: omar }],
      [`/user/fnf/${entry.id}`, { method: 'DELETE' }],
    ]
    for (const [path, options] of requests) {
      expect(await as(null, path, options)).toMatchObject({
        status: 401,
        body: { message: messages.unauthenticated },
      })
      const forged = await as({ id: owner.id, token: 'not-a-token' }, path, { ...options, locale: 'ar' })
      expect(forged).toMatchObject({ status: 401, body: { message: messagesAr.unauthenticated } })
    }
    expect(await countRows(server.db, fnfEntries)).toBe(before)
    expect(await stored(entry.id)).toBeDefined()
  })
})

describe('the limit', () => {
  it(`keeps at most ${FNF_MAX_ENTRIES} travellers per user, then answers 409 and writes nothing`, async () => {
    const caller = await newUser()
    await server.db.insert(fnfEntries).values(
      Array.from({ length: FNF_MAX_ENTRIES - 1 }, (_, index) => ({
        userId: caller.id,
        nickname: `Traveller ${index}`,
        prefix: 'Mr',
        gender: 'male',
        firstName: 'Omar',
        lastName: 'Al Ghamdi',
        nationality: 'SA',
        dateOfBirth: '1968-03-02',
      })),
    )
    await create(caller)
    const before = await countRows(server.db, fnfEntries)

    const refused = await as(caller, '/user/fnf', { json: omar, locale: 'ar' })
    expect(refused).toMatchObject({ status: 409, body: { message: messagesAr.fnfLimitReached } })
    expect(await countRows(server.db, fnfEntries)).toBe(before)

    // Two at once for the last place: exactly one is saved.
    const [last] = endpoints.fnfList.response.parse((await as(caller, '/user/fnf/all')).body).entries
    expect((await as(caller, `/user/fnf/${last!.id}`, { method: 'DELETE' })).status).toBe(200)
    const statuses = await Promise.all([1, 2].map(() => as(caller, '/user/fnf', { json: omar })))
    expect(statuses.map((answer) => answer.status).sort()).toEqual([201, 409])
    expect(await countRows(server.db, fnfEntries)).toBe(before)

    // Another user is not held back by this one's list.
    await create(await newUser())
  })
})
