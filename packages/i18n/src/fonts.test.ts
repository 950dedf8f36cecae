// @vitest-environment node
// This test reads the package's files (fonts.css, the subsets, every Arabic catalog) in Node; none of it
// reaches a browser.
/* eslint-disable no-restricted-imports */
import { readFile, readdir } from 'node:fs/promises'
import { join } from 'node:path'
/* eslint-enable no-restricted-imports */
import { describe, expect, it } from 'vitest'
import { subsetOf } from '../subsetFonts'
import { FONT_SUBSETS, codePointRanges, covers, unicodeRange } from './fonts/subsets'

const packageDir = join(import.meta.dirname, '..')
const repositoryDir = join(packageDir, '../..')

interface FontFace {
  src: string
  weight: string
  unicodeRange: string
}

async function fontFaces(): Promise<FontFace[]> {
  const css = await readFile(join(import.meta.dirname, 'fonts.css'), 'utf8')
  return [...css.matchAll(/@font-face\s*{([^}]*)}/g)].map(([, body]) => {
    const descriptor = (name: string) =>
      new RegExp(`${name}:\\s*([^;]*);`).exec(body!)?.[1]?.replace(/\s+/g, ' ').trim() ?? ''
    return {
      src: /url\('\.\/([^']+)'\)/.exec(body!)?.[1] ?? '',
      weight: descriptor('font-weight'),
      unicodeRange: descriptor('unicode-range'),
    }
  })
}

/** The msgstr text of every Arabic catalog in the repository's packages and apps. */
async function arabicCatalogText(): Promise<string> {
  const texts: string[] = []
  for (const parent of ['packages', 'apps']) {
    for (const name of await readdir(join(repositoryDir, parent))) {
      const po = await readFile(join(repositoryDir, parent, name, 'src/locales/ar.po'), 'utf8').catch(
        () => null,
      )
      if (po) texts.push(...[...po.matchAll(/^msgstr "(.*)"$/gm)].map(([, text]) => text!))
    }
  }
  return texts.join('\n')
}

describe('the self-hosted fonts', () => {
  it('declares in fonts.css exactly the files, ranges and weights of the subsets', async () => {
    const declared = Object.values(FONT_SUBSETS).map((subset) => ({
      src: `fonts/${subset.file}`,
      weight: subset.weight.join(' '),
      unicodeRange: unicodeRange(subset.ranges),
    }))
    expect(await fontFaces()).toEqual(declared)
  })

  it('reads a unicode-range back into the ranges it was written from', () => {
    for (const subset of Object.values(FONT_SUBSETS))
      expect(codePointRanges(unicodeRange(subset.ranges))).toEqual(subset.ranges)
  })

  it('covers every Arabic letter and mark the catalogs use with the Arabic subset', async () => {
    const text = await arabicCatalogText()
    const arabic = [...new Set(text.match(/\p{Script=Arabic}/gu))]
    expect(arabic.length).toBeGreaterThan(30)
    const missing = arabic.filter(
      (character) => !covers(FONT_SUBSETS.arabic.ranges, character.codePointAt(0)!),
    )
    expect(missing).toEqual([])
  })

  it.each(Object.entries(FONT_SUBSETS))(
    'commits the %s file the definitions give (run `pnpm fonts:subset` after changing one)',
    async (_name, subset) => {
      const committed = await readFile(join(import.meta.dirname, 'fonts', subset.file))
      expect((await subsetOf(subset, packageDir)).equals(committed)).toBe(true)
    },
    20_000,
  )
})
