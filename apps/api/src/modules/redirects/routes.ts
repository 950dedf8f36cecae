import { endpoints } from '@rihla/api-contract/endpoints'
import type { AppDeps } from '../../http/env'
import type { Register } from '../../http/registrar'
import { lookupRedirect } from './service'

export function registerRedirectRoutes(register: Register, { db }: AppDeps) {
  register(endpoints.pathLookup, (_c, { query }) => lookupRedirect(db, query.path))
}
