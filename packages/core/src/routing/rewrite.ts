import type { LocationRewrite } from '@tanstack/react-router'
import type { SlugMap } from './fragment'

const safeDecode = (segment: string) => {
  try {
    return decodeURIComponent(segment)
  } catch {
    return segment
  }
}

/**
 * Arabic slugs in Arabic URLs (`/ar/من-نحن`) while route ids stay English (`/{-$locale}/about-us`):
 * `input` maps what the browser shows to what the router matches, `output` maps back.
 */
export function createLocaleRewrite(slugs: SlugMap): LocationRewrite {
  const toCanonical = new Map(Object.entries(slugs).map(([canonical, { ar }]) => [ar, canonical]))
  const mapArabicPath = (url: URL, map: (segment: string) => string | undefined) => {
    const segments = url.pathname.split('/')
    if (segments[1] !== 'ar') return undefined
    let changed = false
    const mapped = segments.map((segment, index) => {
      if (index < 2) return segment
      const replacement = map(safeDecode(segment))
      if (replacement === undefined) return segment
      changed = true
      return encodeURIComponent(replacement)
    })
    if (!changed) return undefined
    const next = new URL(url.href)
    next.pathname = mapped.join('/')
    return next
  }
  return {
    input: ({ url }) => mapArabicPath(url, (segment) => toCanonical.get(segment)),
    output: ({ url }) => mapArabicPath(url, (segment) => slugs[segment]?.ar),
  }
}

/** All fragments' slug maps as one; two packages claiming one English segment is a build error. */
export function mergeSlugs(maps: readonly SlugMap[]): SlugMap {
  const merged: SlugMap = {}
  for (const map of maps) {
    for (const [canonical, localized] of Object.entries(map)) {
      const existing = merged[canonical]
      if (existing && existing.ar !== localized.ar) {
        throw new Error(
          `Two fragments give "${canonical}" different Arabic slugs: ${existing.ar}, ${localized.ar}`,
        )
      }
      merged[canonical] = localized
    }
  }
  return merged
}
