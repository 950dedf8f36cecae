import { endpoints } from '@rihla/api-contract/endpoints'
import type { AppDeps } from '../../http/env'
import type { Register } from '../../http/registrar'
import { frameAncestors, loadAppData } from './service'

export function registerWidgetRoutes(register: Register, { db, config }: AppDeps) {
  register(endpoints.widget, (_c, { query }) => loadAppData(db, config, query.payload))
  register(endpoints.widgetFrameAncestors, (_c, { query }) => frameAncestors(db, config, query.payload))
}
