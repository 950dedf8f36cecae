import { endpoints } from '@rihla/api-contract/endpoints'
import type { AppDeps } from '../../http/env'
import type { Register } from '../../http/registrar'
import { requestCountry } from '../geolocation/request'
import { clientCurrency, listCountries, listCurrencies } from './service'

export function registerReferenceRoutes(register: Register, { db, config }: AppDeps) {
  register(endpoints.supportedCurrencies, async () => ({ currencies: await listCurrencies(db) }))
  register(endpoints.clientCurrency, async (c) => ({
    client_currency: await clientCurrency(db, requestCountry(c, config), config.defaultCurrency),
  }))
  register(endpoints.countries, async (c) => ({ countries: await listCountries(db, c.get('locale')) }))
}
