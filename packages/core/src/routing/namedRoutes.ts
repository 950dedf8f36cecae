import type { Locale, Vertical } from '@rihla/api-contract'
import type { SlugMap } from './fragment'

/** The named routes of SPEC.md §2, as canonical English paths. */
export const NAMED_ROUTES = {
  Home: '/',
  airline: '/cheap-flights-in-saudi-arabia',
  hotel: '/best-hotels-in-saudi-arabia',
  bus: '/bus/search',
  event: '/events-in-saudi-arabia',
  train: '/train/search',
  my_bookings: '/bookings',
  support: '/support',
} as const satisfies Record<Vertical | 'Home', string>

export type RouteName = keyof typeof NAMED_ROUTES

/** Adds the locale prefix: English paths stay unprefixed, the default language's URLs. */
export function localePath(path: string, locale: Locale): string {
  if (locale === 'en') return path
  return path === '/' ? `/${locale}` : `/${locale}${path}`
}

/** Drops an /en or /ar prefix; the rest of the path as the router knows it. */
export function stripLocale(pathname: string): { locale: Locale | null; path: string } {
  const match = /^\/(en|ar)(?=\/|$)/.exec(pathname)
  if (!match) return { locale: null, path: pathname || '/' }
  return { locale: match[1] as Locale, path: pathname.slice(match[0].length) || '/' }
}

/**
 * A canonical path as the visitor's address bar shows it in a locale: prefixed, and with the Arabic
 * form of every slug that has one in Arabic.
 */
export function localizedPath(path: string, locale: Locale, slugs: SlugMap = {}): string {
  if (locale !== 'ar') return localePath(path, locale)
  const localized = path
    .split('/')
    .map((segment) => slugs[segment]?.ar ?? segment)
    .join('/')
  return localePath(localized, locale)
}

/**
 * The href of a named route in a locale: the locale-specific (Arabic-slug) path where the route has
 * one, falling back to the English path (SPEC.md §2).
 */
export const namedRouteHref = (name: RouteName, locale: Locale, slugs: SlugMap = {}) =>
  localizedPath(NAMED_ROUTES[name], locale, slugs)
