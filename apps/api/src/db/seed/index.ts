import type { Config } from '../../config'
import type { Db } from '../client'
import { seedDemoAccount } from './accounts'
import { seedBookings } from './bookings'
import { seedCities } from './cities'
import { seedCountries } from './countries'
import { seedCurrencies } from './currencies'
import { seedPages } from './pages'
import { seedRedirectRows } from './redirects'
import { SUPPORT_PHONE, SUPPORT_WHATSAPP, seedSettings } from './settings'
import { seedTravel } from './travel'
import { seedWidgetRows } from './widgets'

/** Reference data and content, upserted in one transaction: safe to run on every start. */
export async function seedDatabase(db: Db, config: Pick<Config, 'supportEmail' | 'defaultCurrency'>) {
  await db.transaction(async (tx) => {
    await seedCurrencies(tx)
    await seedCountries(tx)
    await seedCities(tx)
    await seedTravel(tx)
    await seedWidgetRows(tx)
    await seedRedirectRows(tx)
    await seedSettings(tx, config)
    await seedPages(tx, { email: config.supportEmail, phone: SUPPORT_PHONE, whatsapp: SUPPORT_WHATSAPP })
    await seedDemoAccount(tx, config.defaultCurrency)
    await seedBookings(tx)
  })
}
