import { SERVER_HEAD_END, SERVER_HEAD_START } from '@rihla/core'
import type { Locale } from '@rihla/i18n'
import { themeClass } from '@rihla/ui-kit/theme'

const ROOT = '<div id="root"></div>'

/** Each language's text font, as the built stylesheet names it (Arabic pages write digits in Inter). */
const FONT_FILES: Record<Locale, RegExp[]> = {
  en: [/\/assets\/inter-latin-wght-[\w-]+\.woff2/],
  ar: [/\/assets\/noto-sans-arabic-wght-[\w-]+\.woff2/, /\/assets\/inter-latin-wght-[\w-]+\.woff2/],
}

/**
 * Preloads of the page's fonts: the stylesheet only asks for them once the text is laid out, and with
 * `font-display: optional` a font that comes later than the first paint is not used on this visit.
 */
export function fontPreloads(html: string, locale: Locale) {
  return FONT_FILES[locale]
    .map((pattern) => pattern.exec(html)?.[0])
    .filter((href): href is string => Boolean(href))
    .map((href) => `<link rel="preload" as="font" type="font/woff2" href="${href}" crossorigin />`)
    .join('')
}

/**
 * The built index.html around a server-rendered page: the page's language and direction on
 * `<html>`, its head tags in place of the loading title (between markers the browser drops once the
 * router manages the head), no loading animation, and the page inside the root element.
 */
export function pageTemplate(html: string, { locale, head }: { locale: Locale; head: string }) {
  // The router names the script nonce in a meta tag and on every head tag; a meta, link or title needs
  // none, and the script nonce must not be readable from the page (index.html's csp-nonce meta
  // carries the separate style nonce). Scripts (the JSON-LD) keep theirs.
  const tags = head
    .replace(/<meta property="csp-nonce"[^>]*>/g, '')
    .replace(/<(meta|link|title)\b([^>]*?) nonce="[^"]*"/g, '<$1$2')
  const filled = html
    .replace(
      /<html\b[^>]*>/,
      `<html lang="${locale}" dir="${locale === 'ar' ? 'rtl' : 'ltr'}" class="${themeClass}">`,
    )
    .replace(
      /<title data-boot>[^<]*<\/title>/,
      `${fontPreloads(html, locale)}<!--${SERVER_HEAD_START}-->${tags}<!--${SERVER_HEAD_END}-->`,
    )
    .replace(/<!--boot-->[\s\S]*?<!--\/boot-->/, '')
    // The page arrives whole in the HTML: its text, image and fonts come before the code that makes it
    // interactive, which would otherwise share the first round trips with them at the same priority.
    .replace(/<script\b(?=[^>]*\btype="module")(?![^>]*\bfetchpriority=)/g, '<script fetchpriority="low"')
  const at = filled.indexOf(ROOT)
  if (at < 0) throw new Error('index.html has no empty root element')
  const open = ROOT.slice(0, -'</div>'.length)
  return { before: filled.slice(0, at) + open, after: filled.slice(at + open.length) }
}
