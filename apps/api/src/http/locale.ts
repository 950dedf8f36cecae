import { DEFAULT_LOCALE, isLocale } from '@rihla/api-contract'
import type { Locale } from '@rihla/api-contract'

/** The `locale` request header ("ar", "ar-SA", "EN"…) as a supported locale; English otherwise. */
export function parseLocaleHeader(value: string | undefined): Locale {
  const language = value?.trim().toLowerCase().split(/[-_]/)[0]
  return isLocale(language) ? language : DEFAULT_LOCALE
}
