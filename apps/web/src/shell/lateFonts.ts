import { codePointRanges, covers } from '@rihla/i18n'
import type { CodePointRange } from '@rihla/i18n'
import type { AnyRouter } from '@tanstack/react-router'

/** The fonts' `@font-face` rules, one style each (build/inlineCss.ts). */
const FONT_FACE_STYLES = 'style[data-font-face]'

/** Canvas widths closer than this (CSS pixels) cannot tell two fonts apart. */
const INDISTINCT = 0.5

/** How many of the page's text nodes written in a font's characters are looked at for one set in it. */
const SAMPLES = 200

/**
 * Sets aside each font the server's page was painted without, for as long as it is on screen; returns
 * what puts them back, if any was.
 *
 * `font-display: optional` keeps a font that missed the page's first layout off its text. But Chromium
 * builds its fonts again whenever the page's stylesheets change (enabling the whole stylesheet as the
 * app starts, a style added or removed), and the new ones take up every file that has arrived since: a
 * line that wrapped in the fallback font no longer wraps in the page's own, and the text below it jumps
 * (0.024 of a phone's Home in Arabic, with a font that came after the first layout, before the first
 * paint). With its rule disabled, such a font cannot come back; the app's next page, which replaces the
 * text anyway, has it again.
 */
export function setAsideLateFonts(): (() => void) | undefined {
  const faces = [...document.querySelectorAll<HTMLStyleElement>(FONT_FACE_STYLES)].map((style) => ({
    style,
    family: familyOf(style),
  }))
  const families = new Set(faces.map(({ family }) => family).filter((family) => family !== undefined))
  const late = new Set([...families].filter(paintedWithout))
  const setAside = faces.filter(({ family }) => family && late.has(family)).map(({ style }) => style)
  if (!setAside.length) return undefined
  for (const style of setAside) style.disabled = true
  return () => {
    for (const style of setAside) style.disabled = false
  }
}

/** Runs `restore` as the router leaves the page it is on, for another. */
export function restoreOnNextPage(router: AnyRouter, restore: () => void) {
  const firstPage = router.latestLocation.href
  const stop = router.subscribe('onBeforeNavigate', ({ toLocation }) => {
    if (toLocation.href === firstPage) return
    stop()
    restore()
  })
}

function familyOf(style: HTMLStyleElement) {
  const rule = style.sheet?.cssRules[0]
  return rule instanceof CSSFontFaceRule ? unquote(rule.style.getPropertyValue('font-family')) : undefined
}

/**
 * Whether the page's text in this font was laid out in another one. The canvas sets text with the fonts
 * the page's layout may use: a font Chromium keeps off the page measures as its fallback there too.
 */
function paintedWithout(family: string): boolean {
  const faces = [...document.fonts].filter((face) => unquote(face.family) === family)
  // Asked for by the page's text, and still on its way.
  if (faces.some((face) => face.status === 'loading')) return true
  const loaded = faces.filter((face) => face.status === 'loaded')
  // Never asked for: no text of the page is in it.
  if (!loaded.length) return false
  const sample = sampleText(
    family,
    loaded.flatMap((face) => codePointRanges(face.unicodeRange)),
  )
  if (!sample) return false
  const { laidOut, inFont, inFallback } = sample
  if (Math.abs(inFont - inFallback) < INDISTINCT) return true
  return Math.abs(laidOut - inFallback) < Math.abs(laidOut - inFont)
}

/**
 * A line of the page's text set in `family` first and written in its characters, as laid out now, and
 * as the canvas sets it in the page's fonts and in the fonts after `family`.
 */
function sampleText(family: string, ranges: CodePointRange[]) {
  const canvas = document.createElement('canvas').getContext('2d')
  if (!canvas) return undefined
  const written = (text: string) =>
    [...text.replace(/\s/g, '')].some((char) => covers(ranges, char.codePointAt(0)!))
  const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT)
  let tried = 0
  for (let node = walker.nextNode(); node && tried < SAMPLES; node = walker.nextNode()) {
    const text = node.textContent ?? ''
    const element = node.parentElement
    if (!element || !written(text)) continue
    tried += 1
    const computed = getComputedStyle(element)
    const [first, ...rest] = computed.fontFamily.split(',')
    if (unquote(first ?? '') !== family) continue
    const range = document.createRange()
    range.selectNodeContents(node)
    const lines = range.getClientRects()
    if (lines.length !== 1) continue
    const size = `${computed.fontStyle} ${computed.fontWeight} ${computed.fontSize}`
    canvas.font = `${size} ${computed.fontFamily}`
    const inFont = canvas.measureText(text).width
    canvas.font = `${size} ${rest.join(',') || 'sans-serif'}`
    const inFallback = canvas.measureText(text).width
    return { laidOut: lines[0]!.width, inFont, inFallback }
  }
  return undefined
}

const unquote = (family: string) => family.trim().replace(/^["']|["']$/g, '')
