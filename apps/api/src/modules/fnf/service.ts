import { messages, serverMessages } from '@rihla/api-contract'
import { FNF_MAX_ENTRIES } from '@rihla/api-contract/fnf'
import type { FnfEntry, FnfEntryRequest } from '@rihla/api-contract/fnf'
import { and, count, desc, eq, inArray } from 'drizzle-orm'
import type { Db } from '../../db/client'
import { countries, fnfEntries, users } from '../../db/schema'
import { FieldError, ServiceError } from '../../errors'

type FnfRow = typeof fnfEntries.$inferSelect

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i

const notFound = () => new ServiceError('not_found', serverMessages.notFound)

/** The row's columns for a checked entry: what was left out is stored as null. */
const columnsOf = (entry: FnfEntryRequest) => ({
  nickname: entry.nickname,
  prefix: entry.prefix,
  gender: entry.gender,
  firstName: entry.firstName,
  lastName: entry.lastName,
  nationality: entry.nationality,
  dateOfBirth: entry.dateOfBirth,
  nationalId: entry.nationalId || null,
  passportNumber: entry.passportNumber || null,
  passportCountry: entry.passportCountry || null,
  passportIssueDate: entry.passportIssueDate || null,
  passportExpiryDate: entry.passportExpiryDate || null,
  frequentFlyerAlliance: entry.frequentFlyerAlliance || null,
  frequentFlyerNumber: entry.frequentFlyerNumber || null,
  phone: entry.phone || null,
  email: entry.email || null,
})

function toEntry({ userId: _userId, createdAt, updatedAt, ...row }: FnfRow): FnfEntry {
  return {
    ...row,
    prefix: row.prefix as FnfEntry['prefix'],
    gender: row.gender as FnfEntry['gender'],
    frequentFlyerAlliance: row.frequentFlyerAlliance as FnfEntry['frequentFlyerAlliance'],
    createdAt: createdAt.toISOString(),
    updatedAt: updatedAt.toISOString(),
  }
}

/** The schema checks a country code's form; only the reference data knows whether the country exists. */
async function assertCountriesExist(db: Db, entry: FnfEntryRequest) {
  const fields = (['nationality', 'passportCountry'] as const).filter((field) => entry[field])
  const codes = fields.map((field) => entry[field] as string)
  const known = new Set(
    (await db.select({ code: countries.code }).from(countries).where(inArray(countries.code, codes))).map(
      (row) => row.code,
    ),
  )
  const unknown = fields.find((field) => !known.has(entry[field] as string))
  if (unknown) throw new FieldError(unknown, messages.invalidValue)
}

/** Only the owner's entry matches; any other id, well formed or not, is simply not there. */
const ownEntry = (userId: string, id: string) => and(eq(fnfEntries.id, id), eq(fnfEntries.userId, userId))

/** The user's saved travellers, newest first. */
export async function listFnfEntries(db: Db, userId: string): Promise<FnfEntry[]> {
  const rows = await db
    .select()
    .from(fnfEntries)
    .where(eq(fnfEntries.userId, userId))
    .orderBy(desc(fnfEntries.createdAt), desc(fnfEntries.id))
  return rows.map(toEntry)
}

export async function getFnfEntry(db: Db, userId: string, id: string): Promise<FnfEntry> {
  if (!UUID.test(id)) throw notFound()
  const [row] = await db.select().from(fnfEntries).where(ownEntry(userId, id))
  if (!row) throw notFound()
  return toEntry(row)
}

/**
 * Saves a traveller unless the user already keeps the most allowed. The user's row is locked while
 * counting, so two requests at once cannot both take the last place.
 */
export async function createFnfEntry(
  db: Db,
  userId: string,
  entry: FnfEntryRequest,
  limit = FNF_MAX_ENTRIES,
): Promise<FnfEntry> {
  await assertCountriesExist(db, entry)
  return db.transaction(async (tx) => {
    await tx.select({ id: users.id }).from(users).where(eq(users.id, userId)).for('update')
    const [kept] = await tx.select({ total: count() }).from(fnfEntries).where(eq(fnfEntries.userId, userId))
    if ((kept?.total ?? 0) >= limit) throw new ServiceError('conflict', messages.fnfLimitReached)
    const [row] = await tx
      .insert(fnfEntries)
      .values({ userId, ...columnsOf(entry) })
      .returning()
    if (!row) throw new Error('Saved traveller insert returned no row')
    return toEntry(row)
  })
}

/** Replaces every field of the user's own entry. */
export async function updateFnfEntry(
  db: Db,
  userId: string,
  id: string,
  entry: FnfEntryRequest,
): Promise<FnfEntry> {
  if (!UUID.test(id)) throw notFound()
  await assertCountriesExist(db, entry)
  const [row] = await db
    .update(fnfEntries)
    .set({ ...columnsOf(entry), updatedAt: new Date() })
    .where(ownEntry(userId, id))
    .returning()
  if (!row) throw notFound()
  return toEntry(row)
}

export async function deleteFnfEntry(db: Db, userId: string, id: string): Promise<{ id: string }> {
  if (!UUID.test(id)) throw notFound()
  const [row] = await db.delete(fnfEntries).where(ownEntry(userId, id)).returning({ id: fnfEntries.id })
  if (!row) throw notFound()
  return row
}
