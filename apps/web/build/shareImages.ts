/*
 * Makes the link-preview images (og:image, twitter:image) into public/share/: 1200×630 PNG, one for the
 * site and one per vertical, with the brand and the vertical's name in English and Arabic over the
 * vertical's artwork. Run `pnpm --filter @rihla/web share-images` after changing the art, the copy or
 * the theme, and commit the PNGs: the build only copies them.
 *
 * Drawn by Debian's Chromium (through Playwright) rather than an SVG rasterizer: the site's fonts are
 * variable WOFF2 files, which resvg and librsvg cannot read, and Chromium shapes Arabic (joined letters,
 * right to left) exactly as the site itself does.
 */
import { readFile, mkdir, writeFile } from 'node:fs/promises'
import { fileURLToPath } from 'node:url'
import { chromium } from '@playwright/test'
import sharp from 'sharp'
import { chromiumFlags, chromiumPath } from '../../../scripts/lib/chromium.mjs'
import type { ShareImage } from '@rihla/core/routing'

const SIZE = { width: 1200, height: 630 }

interface Card {
  file: string
  art: string
  /** How far down the artwork the strip above the names shows it (CSS object-position). */
  focus: string
  en: { name: string; line: string }
  ar: { name: string; line: string }
}

const card = (
  file: string,
  art: string,
  focus: string,
  en: [string, string],
  ar: [string, string],
): Card => ({
  file,
  art,
  focus,
  en: { name: en[0], line: en[1] },
  ar: { name: ar[0], line: ar[1] },
})

// The vertical names are the site's own wording (core's catalog); the lines are the landing pages'.
// prettier-ignore
const CARDS: Record<ShareImage, Card> = {
  site: card('site.png', 'desert.svg', '75%',
    ['Book your journey', 'Flights · Hotels · Buses · Trains · Events'],
    ['احجز رحلتك', 'الطيران · الفنادق · الحافلات · القطارات · الفعاليات']),
  airline: card('flights.png', 'flights.svg', '40%',
    ['Flights', 'Cheap flights in Saudi Arabia'], ['الطيران', 'رحلات طيران رخيصة في السعودية']),
  hotel: card('hotels.png', 'hotels.svg', '60%',
    ['Hotels', 'Best hotels in Saudi Arabia'], ['الفنادق', 'أفضل الفنادق في السعودية']),
  bus: card('bus.png', 'bus.svg', '70%',
    ['Buses', 'Intercity buses across the Kingdom'], ['الحافلات', 'حافلات بين المدن في أنحاء المملكة']),
  train: card('train.png', 'train.svg', '70%',
    ['Trains', 'Rail travel across the Kingdom'], ['القطارات', 'السفر بالقطار في أنحاء المملكة']),
  event: card('events.png', 'events.svg', '35%',
    ['Events', 'Events in Saudi Arabia'], ['الفعاليات', 'الفعاليات في السعودية']),
}

const here = (path: string) => new URL(path, import.meta.url)

/** The theme's colours, read from ui-kit's raw tokens (plain TypeScript, no CSS build). */
async function themeColors() {
  const theme = import.meta.resolve('@rihla/ui-kit/theme')
  const tokens = (await import(new URL('./tokens.ts', theme).href)) as {
    themeTokens: { color: Record<string, string> }
  }
  return tokens.themeTokens.color
}

/**
 * The site's @font-face rules with the fonts inlined (a page given by setContent may not read files),
 * and `block` so the shot waits for them.
 */
async function fontFaces() {
  const css = fileURLToPath(import.meta.resolve('@rihla/i18n/fonts.css'))
  const rules = await readFile(css, 'utf8')
  const fonts = new Map<string, string>()
  for (const [, path] of rules.matchAll(/url\('([^']+)'\)/g)) {
    const font = await readFile(new URL(path!, `file://${css}`))
    fonts.set(path!, `data:font/woff2;base64,${font.toString('base64')}`)
  }
  return rules
    .replace(/url\('([^']+)'\)/g, (_, path: string) => `url('${fonts.get(path)}')`)
    .replaceAll('font-display: optional', 'font-display: block')
}

const escape = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;')

interface Assets {
  /** The vertical's artwork, SVG text. */
  art: string
  /** The site's mark (its favicon), base64 SVG. */
  mark: string
  colors: Record<string, string>
  fonts: string
}

function cardHtml(card: Card, { art, mark, colors, fonts }: Assets) {
  return `<!doctype html><html><head><meta charset="utf-8"><style>
${fonts}
* { margin: 0; box-sizing: border-box; }
body { inline-size: ${SIZE.width}px; block-size: ${SIZE.height}px; overflow: hidden;
  font-family: 'Inter Variable', sans-serif; color: ${colors.textInverse}; background: ${colors.inverseSurface}; }
.art { position: absolute; inset-block: 0 230px; inset-inline: 0; inline-size: 100%; block-size: 400px;
  object-fit: cover; object-position: 50% ${card.focus}; }
.brand { position: absolute; inset-block-start: 36px; inset-inline: 48px; display: flex;
  justify-content: space-between; align-items: center; }
.pill { display: flex; align-items: center; gap: 16px; padding-block: 10px; padding-inline: 10px 28px;
  block-size: 80px; border-radius: 999px; background: ${colors.inverseSurface}; font-size: 44px;
  font-weight: 800; line-height: 1; }
.mark { inline-size: 60px; block-size: 60px; }
.band { position: absolute; inset-inline: 0; inset-block-end: 0; block-size: 230px; display: flex;
  justify-content: space-between; align-items: center; gap: 40px; padding-inline: 56px;
  background: ${colors.inverseSurface}; border-block-start: 8px solid ${colors.accent}; }
.band > div { max-inline-size: 540px; }
.name { font-size: 56px; font-weight: 800; line-height: 1.15; }
.line { margin-block-start: 14px; font-size: 24px; line-height: 1.4; font-weight: 500; color: ${colors.textInverseMuted}; }
[dir="rtl"] { font-family: 'Noto Sans Arabic Variable', sans-serif; text-align: start; }
[dir="rtl"] .name { font-size: 58px; line-height: 1.3; }
</style></head><body>
<img class="art" src="data:image/svg+xml;base64,${Buffer.from(art).toString('base64')}" alt="">
<div class="brand">
  <div class="pill" lang="en"><img class="mark" src="data:image/svg+xml;base64,${mark}" alt="">Rihla</div>
  <div class="pill" lang="ar" dir="rtl"><img class="mark" src="data:image/svg+xml;base64,${mark}" alt="">رحلة</div>
</div>
<div class="band">
  <div lang="en"><p class="name">${escape(card.en.name)}</p><p class="line">${escape(card.en.line)}</p></div>
  <div lang="ar" dir="rtl"><p class="name">${escape(card.ar.name)}</p><p class="line">${escape(card.ar.line)}</p></div>
</div>
</body></html>`
}

async function main() {
  const mark = (await readFile(here('../public/favicon.svg'))).toString('base64')
  const [colors, fonts] = await Promise.all([themeColors(), fontFaces()])
  const out = here('../public/share/')
  await mkdir(out, { recursive: true })
  const browser = await chromium.launch({ executablePath: chromiumPath, args: chromiumFlags })
  try {
    const page = await browser.newPage({ viewport: SIZE, deviceScaleFactor: 1 })
    for (const card of Object.values(CARDS)) {
      const art = await readFile(here(`../src/shell/art/${card.art}`), 'utf8')
      await page.setContent(cardHtml(card, { art, mark, colors, fonts }), { waitUntil: 'load' })
      const faces = await page.evaluate(async () => {
        await document.fonts.ready
        return [...document.fonts].filter((face) => face.status === 'loaded').map((face) => face.family)
      })
      if (!faces.includes("'Inter Variable'") && !faces.includes('Inter Variable'))
        throw new Error('Inter did not load')
      const shot = await page.screenshot({ type: 'png' })
      const png = await sharp(shot).png({ compressionLevel: 9, palette: true, quality: 90 }).toBuffer()
      await writeFile(new URL(card.file, out), png)
      console.log(`public/share/${card.file}  ${(png.length / 1024).toFixed(0)} KB`)
    }
  } finally {
    await browser.close()
  }
}

await main()
