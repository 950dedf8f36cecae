import type { PathLookupResponse } from '@rihla/api-contract'
import { LOCALES } from '@rihla/api-contract'
import { eq } from 'drizzle-orm'
import type { Db } from '../../db/client'
import { redirects } from '../../db/schema'

const LOCALE_PREFIX = new RegExp(`^/(${LOCALES.join('|')})(?=/|$)`)

export const isExternalTarget = (to: string) => /^https?:\/\//i.test(to)

/** Splits "/ar/flights/?x#y" into the locale prefix "/ar" and the lookup key "/flights". */
export function normalizePath(path: string): { prefix: string; key: string } {
  const pathname = path.split(/[?#]/)[0] ?? '/'
  const prefix = LOCALE_PREFIX.exec(pathname)?.[0] ?? ''
  const rest = pathname.slice(prefix.length).replace(/\/+$/, '')
  return { prefix, key: rest || '/' }
}

/** The redirect registered for a path, if any. Internal targets keep the visitor's locale prefix. */
export async function lookupRedirect(db: Db, path: string): Promise<PathLookupResponse> {
  const { prefix, key } = normalizePath(path)
  const [row] = await db.select().from(redirects).where(eq(redirects.fromPath, key))
  if (!row) return { redirect: null }
  const external = isExternalTarget(row.to)
  const status = row.status === 302 ? 302 : 301
  return { redirect: { to: external ? row.to : `${prefix}${row.to}`, status, external } }
}
