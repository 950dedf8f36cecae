import type { Country, Currency, Locale } from '@rihla/api-contract'
import { asc, eq } from 'drizzle-orm'
import type { Db } from '../../db/client'
import { countries, currencies } from '../../db/schema'

/** Currencies prices can be shown in, in display order. */
export async function listCurrencies(db: Db): Promise<Currency[]> {
  const rows = await db.select().from(currencies).orderBy(asc(currencies.sortOrder))
  return rows.map((row) => ({
    code: row.code,
    name: { en: row.nameEn, ar: row.nameAr },
    decimals: row.decimals,
    rate: row.ratePerSar,
  }))
}

/** Every country, named and sorted in the caller's language. */
export async function listCountries(db: Db, locale: Locale): Promise<Country[]> {
  const rows = await db.select().from(countries)
  const collator = new Intl.Collator(locale)
  return rows
    .map((row) => ({
      code: row.code,
      name: locale === 'ar' ? row.nameAr : row.nameEn,
      dialCode: row.dialCode,
      currency: row.currencyCode,
    }))
    .sort((a, b) => collator.compare(a.name, b.name))
}

/** The currency of the caller's country when prices can be shown in it, else the default. */
export async function clientCurrency(
  db: Db,
  country: string | null,
  defaultCurrency: string,
): Promise<string> {
  if (!country) return defaultCurrency
  const [row] = await db
    .select({ code: currencies.code })
    .from(countries)
    .innerJoin(currencies, eq(currencies.code, countries.currencyCode))
    .where(eq(countries.code, country))
  return row?.code ?? defaultCurrency
}
