import type { Locale } from '@rihla/i18n'
import type { RouterContext } from '../routing/context'
import type { ShareImage } from './shareImages'
import { SHARE_IMAGES, SHARE_IMAGE_SIZE } from './shareImages'

/** The brand as each language writes it. */
export const BRAND: Record<Locale, string> = { en: 'Rihla', ar: 'رحلة' }

/** What a head is built from: the router context of a page in a language. */
export type HeadContext = Pick<RouterContext, 'i18n' | 'config'> & { locale: Locale }

export interface PageHeadInput {
  /** What the page is, without the brand ("Cheap flights in Saudi Arabia"). */
  title: string
  /** The page's own summary, for search results and link previews. */
  description?: string
  /** The vertical whose share image previews the page; the site's own otherwise. */
  image?: ShareImage
  /** The address a preview links to, when the path alone (the site head's og:url) is not the page. */
  url?: string
}

type MetaTag = { title: string } | { name: string; content: string } | { property: string; content: string }

/** "… | Rihla": a page title as every tab, search result and preview shows it. */
export const brandedTitle = (title: string, locale: Locale) => `${title} | ${BRAND[locale]}`

/*
 * The router keeps one meta tag per name or property, the deepest route's (and one title), so a page's
 * head replaces the site's tags of the same names rather than repeating them. Each group below is
 * therefore always written whole: an image's size and alt text must describe the image beside them.
 */

export const titleMeta = (title: string): MetaTag[] => [
  { title },
  { property: 'og:title', content: title },
  { name: 'twitter:title', content: title },
]

export const descriptionMeta = (description: string): MetaTag[] => [
  { name: 'description', content: description },
  { property: 'og:description', content: description },
  { name: 'twitter:description', content: description },
]

export function imageMeta(context: HeadContext, image: ShareImage): MetaTag[] {
  const url = new URL(SHARE_IMAGES[image].path, context.config.siteOrigin).href
  const alt = context.i18n._(SHARE_IMAGES[image].alt)
  return [
    { property: 'og:image', content: url },
    { property: 'og:image:type', content: 'image/png' },
    { property: 'og:image:width', content: String(SHARE_IMAGE_SIZE.width) },
    { property: 'og:image:height', content: String(SHARE_IMAGE_SIZE.height) },
    { property: 'og:image:alt', content: alt },
    { name: 'twitter:image', content: url },
    { name: 'twitter:image:alt', content: alt },
  ]
}

/**
 * A public page's head on top of the site's (siteHead): its title, description and share image, in
 * every form crawlers and link previews read. Canonical and alternate-language links stay the site
 * head's, which knows the address in both languages.
 */
export function pageHead(context: HeadContext, page: PageHeadInput) {
  return {
    meta: [
      ...titleMeta(brandedTitle(page.title, context.locale)),
      ...(page.description ? descriptionMeta(page.description) : []),
      ...(page.image ? imageMeta(context, page.image) : []),
      ...(page.url ? [{ property: 'og:url', content: page.url }] : []),
    ],
  }
}

/**
 * A page's address with its search, on the site's origin: what a results page's preview links to, so a
 * preview that follows og:url shows that search's head. Values left out of the search are left out.
 */
export function pageAddress(
  context: Pick<RouterContext, 'config'>,
  pathname: string,
  search: Record<string, string | number | boolean | undefined>,
) {
  const url = new URL(pathname, context.config.siteOrigin)
  for (const [key, value] of Object.entries(search)) {
    if (value !== undefined) url.searchParams.set(key, String(value))
  }
  return url.href
}

/** A route's own title, in front of the brand, for pages no preview needs more of (signed-in pages). */
export const pageTitle = (title: string, locale: Locale) => ({ meta: titleMeta(brandedTitle(title, locale)) })
