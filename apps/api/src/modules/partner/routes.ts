import { endpoints } from '@rihla/api-contract/endpoints'
import type { AppDeps } from '../../http/env'
import type { Register } from '../../http/registrar'
import { issuePartnerToken } from './service'

export function registerPartnerRoutes(register: Register, { db, config }: AppDeps) {
  register(endpoints.partnerToken, (_c, { body }) => issuePartnerToken(db, config, body))
}
