// Apart from the schemas in common.ts: the first page reads these, and a module's schemas come along
// with any of its exports.
export const LOCALES = ['en', 'ar'] as const
export type Locale = (typeof LOCALES)[number]
export const DEFAULT_LOCALE: Locale = 'en'
export const isLocale = (value: unknown): value is Locale => LOCALES.includes(value as Locale)
