import { homeSettingsSchema, siteSettingsSchema } from '@rihla/api-contract'
import type { Settings } from '@rihla/api-contract'
import { asc, eq, inArray } from 'drizzle-orm'
import type { Config } from '../../config'
import type { Db } from '../../db/client'
import { countries, settings } from '../../db/schema'

export const SETTINGS_GROUPS = ['site', 'localization', 'home'] as const
export type SettingsGroup = (typeof SETTINGS_GROUPS)[number]

/** The requested settings groups (all when none are named). */
export async function getSettings(
  db: Db,
  config: Pick<Config, 'defaultCurrency'>,
  groups: readonly SettingsGroup[] = SETTINGS_GROUPS,
): Promise<Settings> {
  const stored = groups.filter((group) => group !== 'localization')
  const rows = stored.length ? await db.select().from(settings).where(inArray(settings.key, stored)) : []
  const value = (key: string) => rows.find((row) => row.key === key)?.value
  const result: Settings = {}
  if (groups.includes('site')) result.site = siteSettingsSchema.parse(value('site'))
  if (groups.includes('home')) result.home = homeSettingsSchema.parse(value('home'))
  if (groups.includes('localization')) {
    const arabic = await db
      .select({ code: countries.code })
      .from(countries)
      .where(eq(countries.arabic, true))
      .orderBy(asc(countries.code))
    result.localization = {
      defaultCurrency: config.defaultCurrency,
      arabicCountries: arabic.map((row) => row.code),
    }
  }
  return result
}
