import { endpoints } from '@rihla/api-contract/endpoints'
import type { AppDeps } from '../../http/env'
import type { Register } from '../../http/registrar'
import { getPage } from './service'

export function registerPageRoutes(register: Register, { db }: AppDeps) {
  register(endpoints.page, async (c, { params }) => ({
    page: await getPage(db, params.slug, c.get('locale')),
  }))
}
