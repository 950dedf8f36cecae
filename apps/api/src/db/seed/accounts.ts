import { eq, sql } from 'drizzle-orm'
import { hashPassword } from '../../modules/accounts/passwords'
import type { Db } from '../client'
import { users, walletTransactions } from '../schema'

/** The demo account (its password is in apps/api/README.md); the bookings seed uses the same email. */
export const DEMO_USER = {
  name: 'Sara Alharbi',
  email: 'demo@rihla.sa',
  phone: '+966500000001',
  password: 'Rihla-demo-2025',
} as const

const DAY_MS = 24 * 3600 * 1000
const DEMO_WALLET = [
  { daysAgo: 40, amount: 50_000, en: 'Wallet top-up', ar: 'شحن المحفظة' },
  { daysAgo: 21, amount: -18_250, en: 'Riyadh to Jeddah bus tickets', ar: 'تذاكر حافلة من الرياض إلى جدة' },
  { daysAgo: 9, amount: 7_500, en: 'Refund: cancelled hotel night', ar: 'استرداد: ليلة فندقية ملغاة' },
  { daysAgo: 2, amount: -12_000, en: 'Riyadh Season event passes', ar: 'تذاكر فعاليات موسم الرياض' },
]

/**
 * Creates the demo user once (a restart keeps a password the tester changed) and gives the wallet its
 * history when it has none.
 */
export async function seedDemoAccount(db: Db, currency: string) {
  const [created] = await db
    .insert(users)
    .values({
      name: DEMO_USER.name,
      email: DEMO_USER.email,
      phone: DEMO_USER.phone,
      phoneVerifiedAt: new Date(),
      passwordHash: await hashPassword(DEMO_USER.password),
    })
    .onConflictDoNothing({ target: users.email })
    .returning({ id: users.id })
  const [demo] = created
    ? [created]
    : await db.select({ id: users.id }).from(users).where(eq(users.email, DEMO_USER.email))
  if (!demo) return
  const [existing] = await db
    .select({ count: sql<number>`count(*)::int` })
    .from(walletTransactions)
    .where(eq(walletTransactions.userId, demo.id))
  if (existing?.count) return
  const now = Date.now()
  await db.insert(walletTransactions).values(
    DEMO_WALLET.map(({ daysAgo, amount, en, ar }) => ({
      userId: demo.id,
      amount,
      currency,
      descriptionEn: en,
      descriptionAr: ar,
      createdAt: new Date(now - daysAgo * DAY_MS),
    })),
  )
}
