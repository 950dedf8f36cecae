import { DEFAULT_LOCALE, LOCALES, isLocale } from '@rihla/api-contract'
import type { Locale } from '@rihla/api-contract'

export { DEFAULT_LOCALE, LOCALES, isLocale }
export type { Locale }

export type Direction = 'ltr' | 'rtl'

export const directionOf = (locale: Locale): Direction => (locale === 'ar' ? 'rtl' : 'ltr')

/**
 * The BCP 47 tag handed to Intl and react-aria. Arabic uses Saudi conventions with Western digits,
 * as Saudi booking sites and airline tickets print prices, dates and PNRs; English uses day-month
 * order and the 24-hour clock of airline schedules.
 */
export function intlLocale(locale: Locale, calendar: Calendar = 'gregory'): string {
  const language = locale === 'ar' ? 'ar-SA' : 'en-GB'
  return `${language}-u-ca-${calendar}-nu-latn`
}

/** Gregorian, or the Umm al-Qura Hijri calendar used officially in Saudi Arabia. */
export type Calendar = 'gregory' | 'islamic-umalqura'
