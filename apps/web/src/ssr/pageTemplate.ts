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
 * The app's code, asked for once the page has loaded. The page arrives whole in the HTML, so its text,
 * images and fonts are what the first round trips should carry: the code (130 KB) fetched alongside them
 * shares a slow connection with them, whatever its priority, and puts off the largest paint.
 */
function afterLoad(attributes: string) {
  const src = /\bsrc="([^"]+)"/.exec(attributes)?.[1]
  if (!src) throw new Error('index.html has a module script without src')
  const nonce = /\bnonce="([^"]+)"/.exec(attributes)?.[1]
  const load =
    `(function(n){addEventListener('load',function(){var s=document.createElement('script');` +
    `s.type='module';s.crossOrigin='';s.nonce=n;s.src=${JSON.stringify(src)};document.head.appendChild(s)})})` +
    `(document.currentScript.nonce)`
  return `<script${nonce ? ` nonce="${nonce}"` : ''}>${load}</script>`
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
    .replace(/<script\b([^>]*)><\/script>/g, (tag: string, attributes: string) =>
      /\btype="module"/.test(attributes) ? afterLoad(attributes) : tag,
    )
  const at = filled.indexOf(ROOT)
  if (at < 0) throw new Error('index.html has no empty root element')
  const open = ROOT.slice(0, -'</div>'.length)
  return { before: filled.slice(0, at) + open, after: filled.slice(at + open.length) }
}
