import { DEFAULT_LOCALE, isLocale } from '@rihla/i18n'
import type { Locale } from '@rihla/i18n'
import { createRoute } from '@tanstack/react-router'
import { coreQueries } from '../queries'
import { rootRoute } from './root'

const applyDocumentLocale = (locale: Locale) => {
  const root = document.documentElement
  root.lang = locale
  root.dir = locale === 'ar' ? 'rtl' : 'ltr'
}

/**
 * An optional key, or every link would have to name a locale; `false` makes the matcher try the next
 * candidate, so `/faq` is the page `faq`, not the locale `faq`. A pathless child route repeats it: the
 * router keeps one parse per node of its tree, and a pathless child without one would replace this.
 */
export const parseLocaleParam = ({ locale }: { locale?: string }): { locale?: Locale } | false =>
  locale === undefined ? {} : isLocale(locale) ? { locale } : false

/** `/x`, `/en/x` and `/ar/x` are one route each; any other first segment is not a locale. */
export const localeRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: '{-$locale}',
  params: {
    parse: parseLocaleParam,
    stringify: ({ locale }) => ({ locale }),
  },
  beforeLoad: async ({ params, context, cause, matches }) => {
    const locale = params.locale ?? DEFAULT_LOCALE
    // A preload (hovering the language switch) must not change the language of the page on screen.
    if (cause !== 'preload') {
      await context.activateLocale(
        locale,
        matches.map((match): string => match.routeId as string),
      )
      // The server writes them into the page it sends.
      if (!context.env.server) applyDocumentLocale(locale)
    }
    // Countries are named in the visitor's language, so they load again when it changes (SPEC.md §4).
    void context.queryClient.prefetchQuery(coreQueries.countries(context.api, locale))
    return { locale }
  },
})
