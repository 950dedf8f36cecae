import { countries as countryList } from 'countries-list'
import type { ICountry } from 'countries-list'
import type { Db } from '../client'
import { countries } from '../schema'
import arabicCountries from './data/arabicCountries.json' with { type: 'json' }
import { upsert } from './upsert'

const ARABIC_SCRIPT = /[\u0600-\u06FF]/
// Some native names carry invisible direction marks; the client sets direction itself.
const DIRECTION_MARKS = /[\u200E\u200F\u202A-\u202E\u2066-\u2069]/g
const clean = (name: string) => name.replace(DIRECTION_MARKS, '').trim()
// countries-list gives Kosovo every code it has been reached by; +383 is its own.
const DIAL_CODE_OVERRIDES: Record<string, string> = { XK: '+383' }

const speaksArabic = (country: ICountry) =>
  country.languages.includes('ar') && ARABIC_SCRIPT.test(country.native)

/** Every country with English and Arabic names, dial code and currency. */
export function countryRows() {
  const arabicNames = new Intl.DisplayNames('ar', { type: 'region' })
  const arabic = new Set(arabicCountries)
  return Object.entries(countryList).map(([code, country]) => ({
    code,
    nameEn: clean(country.name),
    // An Arabic-speaking country's own name for itself reads better than CLDR's (فلسطين, not الأراضي الفلسطينية).
    nameAr: clean(speaksArabic(country) ? country.native : (arabicNames.of(code) ?? country.name)),
    dialCode: DIAL_CODE_OVERRIDES[code] ?? `+${country.phone[0] ?? ''}`,
    currencyCode: country.currency[0] ?? null,
    arabic: arabic.has(code),
  }))
}

export async function seedCountries(db: Db) {
  await upsert(db, countries, countryRows(), countries.code)
}
