import { randomUUID } from 'node:crypto'
import { endpoints } from '@rihla/api-contract/endpoints'
import type { AppDeps } from '../../http/env'
import type { Register } from '../../http/registrar'
import { openSession, upsertUserByEmail } from './service'

/** Sandbox only: tests get a fresh signed-in user without going through sign-up each time. */
export function registerDevUserRoutes(register: Register, { db, config }: AppDeps) {
  register(endpoints.devCreateUser, async (_c, { body }) => {
    const email = body.email ?? `traveller-${randomUUID()}@example.test`
    const user = await upsertUserByEmail(db, { email, name: body.name ?? 'Sara Alharbi', phone: body.phone })
    const tokens = await openSession(db, user.id, { ttlSeconds: config.sessionTtlSeconds, origin: 'sandbox' })
    return { user: { id: user.id, name: user.name, email: user.email, phone: user.phone, ...tokens } }
  })
}
