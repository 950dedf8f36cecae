import { endpoints } from '@rihla/api-contract/endpoints'
import type { Register } from '../../http/registrar'
import { utilities } from './data'

export function registerUtilitiesRoutes(register: Register) {
  register(endpoints.utilities, () => ({ utilities }))
}
