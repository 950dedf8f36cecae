import { inArray } from 'drizzle-orm'
import { hashPassword } from '../../modules/accounts/passwords'
import type { Db } from '../client'
import { supportAgents, users } from '../schema'

/** The sandbox's support desk (their password is in apps/api/README.md); production has none seeded. */
export const DEMO_AGENTS = [
  { name: 'Noura Alqahtani', email: 'agent1@rihla.sa', phone: '+966500000101' },
  { name: 'Faisal Alotaibi', email: 'agent2@rihla.sa', phone: '+966500000102' },
] as const
export const DEMO_AGENT_PASSWORD = 'Rihla-agent-2025'

/** Creates the agents once (a restart keeps a password a tester changed) and gives them the agent role. */
export async function seedSupportAgents(db: Db) {
  const emails = DEMO_AGENTS.map((agent) => agent.email)
  const existing = await db.select({ email: users.email }).from(users).where(inArray(users.email, emails))
  const missing = DEMO_AGENTS.filter((agent) => !existing.some((row) => row.email === agent.email))
  if (missing.length) {
    const passwordHash = await hashPassword(DEMO_AGENT_PASSWORD)
    await db
      .insert(users)
      .values(missing.map((agent) => ({ ...agent, passwordHash, phoneVerifiedAt: new Date() })))
      .onConflictDoNothing({ target: users.email })
  }
  const agents = await db.select({ id: users.id }).from(users).where(inArray(users.email, emails))
  await db
    .insert(supportAgents)
    .values(agents.map(({ id }) => ({ userId: id })))
    .onConflictDoNothing()
}
