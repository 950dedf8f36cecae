import { endpoints } from '@rihla/api-contract/endpoints'
import type { AppDeps } from '../../http/env'
import type { Register } from '../../http/registrar'
import { latestMessages } from './service'

const LATEST = 50

export function registerOutboxRoutes(register: Register, { db }: AppDeps) {
  register(endpoints.devOutbox, async (_c, { query }) => ({
    messages: await latestMessages(db, { to: query.to, limit: LATEST }),
  }))
}
