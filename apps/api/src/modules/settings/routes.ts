import { endpoints } from '@rihla/api-contract/endpoints'
import type { AppDeps } from '../../http/env'
import type { Register } from '../../http/registrar'
import { getSettings } from './service'

export function registerSettingsRoutes(register: Register, { db, config }: AppDeps) {
  register(endpoints.settings, async (_c, { body }) => ({
    settings: await getSettings(db, config, body.groups),
  }))
}
