import type { Config } from '../../config'
import type { Db } from '../client'
import { seedDemoAccount } from './accounts'
import { seedBookings } from './bookings'
import { seedCities } from './cities'
import { seedCountries } from './countries'
import { seedCurrencies } from './currencies'
import { seedEvents } from './events'
import { seedHotels } from './hotels'
import { seedPages } from './pages'
import { seedRedirectRows } from './redirects'
import { SUPPORT_PHONE, SUPPORT_WHATSAPP, seedSettings } from './settings'
import { seedTravel } from './travel'
import { seedWidgetRows } from './widgets'

/**
 * Reference data and content, upserted in one transaction: safe to run on every start. The demo account
 * and its sample bookings exist in sandbox mode only: its password is published in the README, so in
 * production it would be an account anyone can sign in to.
 */
export async function seedDatabase(
  db: Db,
  config: Pick<Config, 'supportEmail' | 'defaultCurrency' | 'sandbox'>,
) {
  await db.transaction(async (tx) => {
    await seedCurrencies(tx)
    await seedCountries(tx)
    await seedCities(tx)
    await seedTravel(tx)
    await seedHotels(tx)
    await seedEvents(tx)
    await seedWidgetRows(tx)
    await seedRedirectRows(tx)
    await seedSettings(tx, config)
    await seedPages(tx, { email: config.supportEmail, phone: SUPPORT_PHONE, whatsapp: SUPPORT_WHATSAPP })
    if (config.sandbox) {
      await seedDemoAccount(tx, config.defaultCurrency)
      await seedBookings(tx)
    }
  })
}
