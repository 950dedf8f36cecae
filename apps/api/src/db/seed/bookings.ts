import { eq } from 'drizzle-orm'
import { upsertUserByEmail } from '../../modules/accounts/service'
import { seedDemoBookings } from '../../modules/bookings/samples'
import type { Db } from '../client'
import { users } from '../schema'

export const DEMO_USER_EMAIL = 'demo@rihla.sa'

/**
 * My Bookings of the demo user. The accounts seed owns the user; when it has not run yet, the user is
 * made here the way sign-up makes one, and never renamed.
 */
export async function seedBookings(db: Db) {
  const [found] = await db.select({ id: users.id }).from(users).where(eq(users.email, DEMO_USER_EMAIL))
  const demo = found ?? (await upsertUserByEmail(db, { email: DEMO_USER_EMAIL, name: 'Demo Traveller' }))
  await seedDemoBookings(db, demo.id)
}
