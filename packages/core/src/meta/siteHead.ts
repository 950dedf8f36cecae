import { msg } from '@lingui/core/macro'
import type { Settings } from '@rihla/api-contract'
import type { Locale } from '@rihla/i18n'
import { coreQueries } from '../queries'
import type { RouterContext } from '../routing/context'
import { localizedPath, stripLocale } from '../routing/namedRoutes'
import { BRAND, brandedTitle, descriptionMeta, imageMeta, titleMeta } from './pageHead'

const OG_LOCALE: Record<Locale, string> = { en: 'en_SA', ar: 'ar_SA' }

/** schema.org LocalBusiness for the Saudi office, open every day 00:00–23:59 (SPEC.md §2). */
export function localBusinessJsonLd(site: NonNullable<Settings['site']>, locale: Locale, url: string) {
  return {
    '@context': 'https://schema.org',
    '@type': 'TravelAgency',
    name: site.name[locale],
    url,
    email: site.supportEmail,
    telephone: site.supportPhone,
    address: {
      '@type': 'PostalAddress',
      streetAddress: site.office.streetAddress[locale],
      addressLocality: site.office.locality[locale],
      addressRegion: site.office.region[locale],
      postalCode: site.office.postalCode,
      addressCountry: site.office.country,
    },
    geo: { '@type': 'GeoCoordinates', latitude: site.office.latitude, longitude: site.office.longitude },
    openingHoursSpecification: {
      '@type': 'OpeningHoursSpecification',
      dayOfWeek: ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday', 'Sunday'],
      opens: site.openingHours.opens,
      closes: site.openingHours.closes,
    },
    sameAs: site.social.map((link) => link.url),
  }
}

/**
 * The site-wide head (SPEC.md §2 page metadata): title, description, social card tags, alternate
 * language links and the LocalBusiness block. A public route's `pageHead` replaces the title,
 * description and image with its own.
 */
export function siteHead(context: RouterContext, routerPath: string) {
  const { locale: urlLocale, path } = stripLocale(routerPath)
  const locale = urlLocale ?? 'en'
  const { i18n, config, slugs } = context
  const absolute = (p: string) => new URL(p, config.siteOrigin).href
  const description = i18n._(
    msg`Book flights, hotels, buses, trains and events across Saudi Arabia, in Arabic or English, and pay in your currency.`,
  )
  const url = absolute(localizedPath(path, locale, slugs))
  const site = context.queryClient.getQueryData(coreQueries.settings(context.api).queryKey)?.site
  return {
    meta: [
      ...titleMeta(brandedTitle(i18n._(msg`Online Flights Booking`), locale)),
      ...descriptionMeta(description),
      { property: 'og:type', content: 'website' },
      { property: 'og:site_name', content: BRAND[locale] },
      { property: 'og:url', content: url },
      ...imageMeta({ i18n, config, locale }, 'site'),
      { property: 'og:locale', content: OG_LOCALE[locale] },
      { property: 'og:locale:alternate', content: OG_LOCALE[locale === 'ar' ? 'en' : 'ar'] },
      { name: 'twitter:card', content: 'summary_large_image' },
    ],
    links: [
      { rel: 'canonical', href: url },
      { rel: 'alternate', hrefLang: 'en', href: absolute(localizedPath(path, 'en', slugs)) },
      { rel: 'alternate', hrefLang: 'ar', href: absolute(localizedPath(path, 'ar', slugs)) },
      { rel: 'alternate', hrefLang: 'x-default', href: absolute(localizedPath(path, 'en', slugs)) },
    ],
    scripts: site
      ? [
          {
            type: 'application/ld+json',
            // `<` escaped: the settings' text must not be able to close the script element.
            children: JSON.stringify(localBusinessJsonLd(site, locale, absolute('/'))).replace(
              /</g,
              '\\u003c',
            ),
          },
        ]
      : [],
  }
}
