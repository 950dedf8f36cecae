import type { Locale } from '@rihla/api-contract'
import type { WalletTransaction } from '@rihla/api-contract/account'
import { and, count, desc, eq, sql } from 'drizzle-orm'
import type { Db } from '../../db/client'
import { walletTransactions } from '../../db/schema'

type TransactionRow = typeof walletTransactions.$inferSelect

const toTransaction = (row: TransactionRow, locale: Locale): WalletTransaction => ({
  id: row.id,
  amount: { amount: row.amount, currency: row.currency },
  description: locale === 'ar' ? row.descriptionAr : row.descriptionEn,
  createdAt: row.createdAt.toISOString(),
})

/** A wallet holds one currency (the site's default); its balance is the sum of its transactions. */
export async function walletBalance(db: Db, userId: string, currency: string) {
  const [row] = await db
    .select({ total: sql<string>`coalesce(sum(${walletTransactions.amount}), 0)` })
    .from(walletTransactions)
    .where(and(eq(walletTransactions.userId, userId), eq(walletTransactions.currency, currency)))
  return { amount: Number(row?.total ?? 0), currency }
}

/** The user's own transactions, newest first, one page. */
export async function walletPage(
  db: Db,
  userId: string,
  options: { page: number; perPage: number; currency: string; locale: Locale },
) {
  const mine = and(eq(walletTransactions.userId, userId), eq(walletTransactions.currency, options.currency))
  const [rows, [counted], balance] = await Promise.all([
    db
      .select()
      .from(walletTransactions)
      .where(mine)
      .orderBy(desc(walletTransactions.createdAt), desc(walletTransactions.id))
      .limit(options.perPage)
      .offset((options.page - 1) * options.perPage),
    db.select({ total: count() }).from(walletTransactions).where(mine),
    walletBalance(db, userId, options.currency),
  ])
  return {
    balance,
    transactions: rows.map((row) => toTransaction(row, options.locale)),
    page: options.page,
    perPage: options.perPage,
    total: counted?.total ?? 0,
  }
}

export async function addWalletTransaction(
  db: Db,
  entry: typeof walletTransactions.$inferInsert,
  locale: Locale,
) {
  const [row] = await db.insert(walletTransactions).values(entry).returning()
  if (!row) throw new Error('Wallet transaction insert returned no row')
  return toTransaction(row, locale)
}
