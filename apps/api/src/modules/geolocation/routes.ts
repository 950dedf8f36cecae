import { endpoints } from '@rihla/api-contract/endpoints'
import type { AppDeps } from '../../http/env'
import type { Register } from '../../http/registrar'
import { requestCountry } from './request'

export function registerGeolocationRoutes(register: Register, { config }: AppDeps) {
  register(endpoints.geolocation, (c) => ({ country: requestCountry(c, config) }))
}
