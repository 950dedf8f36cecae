import { endpoints } from '@rihla/api-contract/endpoints'
import type { AppDeps } from '../../http/env'
import type { Register } from '../../http/registrar'
import { endSearchSession } from './sandbox'

/** Sandbox only (the registrar skips it otherwise): a search session ends on request, for tests. */
export function registerDevFlightRoutes(register: Register, { db }: AppDeps) {
  register(endpoints.devEndSearchSession, (_c, { body }) => endSearchSession(db, body.refId))
}
