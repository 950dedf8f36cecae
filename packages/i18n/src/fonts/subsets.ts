// The self-hosted fonts as the site serves them: each @fontsource file cut down to the characters the
// site writes and to the weights its theme uses (400 to 700). The full files are 166 KB for Arabic and
// 48 KB for Latin, and an Arabic page needs both; on a phone's connection 166 KB is most of a second, and
// when it lands before the largest paint Lighthouse counts all of it into `/ar`'s LCP.
// `subsetFonts.ts` writes the files from these definitions; fonts.css declares the same ranges, and
// fonts.test.ts checks that the two agree and that the committed files are what the definitions give.

/** Inclusive code point ranges. */
export type CodePointRange = readonly [number, number]

export interface FontSubset {
  /** The file under src/fonts/ that fonts.css points at. */
  file: string
  /** The @fontsource file it is cut from, relative to the package. */
  source: string
  ranges: readonly CodePointRange[]
  weight: readonly [number, number]
}

const WEIGHT = [400, 700] as const

export const FONT_SUBSETS = {
  /** @fontsource's Latin subset, all of it: only the weight axis is narrowed. */
  latin: {
    file: 'inter-latin-wght.woff2',
    source: 'node_modules/@fontsource-variable/inter/files/inter-latin-wght-normal.woff2',
    ranges: [
      [0x0000, 0x00ff],
      [0x0131, 0x0131],
      [0x0152, 0x0153],
      [0x02bb, 0x02bc],
      [0x02c6, 0x02c6],
      [0x02da, 0x02da],
      [0x02dc, 0x02dc],
      [0x0304, 0x0304],
      [0x0308, 0x0308],
      [0x0329, 0x0329],
      [0x2000, 0x206f],
      [0x20ac, 0x20ac],
      [0x2122, 0x2122],
      [0x2191, 0x2191],
      [0x2193, 0x2193],
      [0x2212, 0x2212],
      [0x2215, 0x2215],
      [0xfeff, 0xfeff],
      [0xfffd, 0xfffd],
    ],
    weight: WEIGHT,
  },
  /** @fontsource's Latin Extended subset (names with diacritics), weight axis narrowed. */
  latinExtended: {
    file: 'inter-latin-ext-wght.woff2',
    source: 'node_modules/@fontsource-variable/inter/files/inter-latin-ext-wght-normal.woff2',
    ranges: [
      [0x0100, 0x02ba],
      [0x02bd, 0x02c5],
      [0x02c7, 0x02cc],
      [0x02ce, 0x02d7],
      [0x02dd, 0x02ff],
      [0x1d00, 0x1dbf],
      [0x1e00, 0x1e9f],
      [0x1ef2, 0x1eff],
      [0x2020, 0x2020],
      [0x20a0, 0x20ab],
      [0x20ad, 0x20c0],
      [0x2113, 0x2113],
      [0x2c60, 0x2c7f],
      [0xa720, 0xa7ff],
    ],
    weight: WEIGHT,
  },
  /**
   * Arabic as Saudi copy writes it: letters, harakat, Arabic punctuation and digits, and the joiners
   * and direction marks between them. Persian and Urdu letters and the presentation forms (U+FB50 on)
   * are left to the system font; no catalog or API text uses them.
   */
  arabic: {
    file: 'noto-sans-arabic-wght.woff2',
    source:
      'node_modules/@fontsource-variable/noto-sans-arabic/files/noto-sans-arabic-arabic-wght-normal.woff2',
    ranges: [
      [0x060c, 0x060c],
      [0x061b, 0x061f],
      [0x0621, 0x065f],
      [0x0660, 0x066d],
      [0x0670, 0x0671],
      [0x200c, 0x200f],
    ],
    weight: WEIGHT,
  },
} satisfies Record<string, FontSubset>

const hex = (codePoint: number) => codePoint.toString(16).toUpperCase().padStart(4, '0')

/** The CSS `unicode-range` value of these ranges: `U+060C, U+061B-061F, …`. */
export const unicodeRange = (ranges: readonly CodePointRange[]) =>
  ranges.map(([from, to]) => (from === to ? `U+${hex(from)}` : `U+${hex(from)}-${hex(to)}`)).join(', ')

/** The ranges of a CSS `unicode-range` value (`U+60C, U+61B-61F`), as a browser gives a font face's. */
export const codePointRanges = (value: string): CodePointRange[] =>
  [...value.matchAll(/U\+([0-9A-F]+)(?:-([0-9A-F]+))?/gi)].map(([, from, to]) => [
    parseInt(from!, 16),
    parseInt(to ?? from!, 16),
  ])

/** Whether one of these ranges holds the code point. */
export const covers = (ranges: readonly CodePointRange[], codePoint: number) =>
  ranges.some(([from, to]) => codePoint >= from && codePoint <= to)

/** Every character of these ranges, as subset-font takes them. */
export const charactersOf = (ranges: readonly CodePointRange[]) =>
  ranges
    .flatMap(([from, to]) =>
      Array.from({ length: to - from + 1 }, (_, index) => String.fromCodePoint(from + index)),
    )
    .join('')
