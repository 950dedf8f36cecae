// pnpm --filter @rihla/i18n fonts:subset — writes src/fonts/*.woff2 from the definitions in
// src/fonts/subsets.ts. Run it after changing a range or updating @fontsource; commit the files.
// A build-time script run by Node, never bundled: the browser-package ban on node: imports is not for it.
/* eslint-disable no-restricted-imports */
import { readFile, writeFile } from 'node:fs/promises'
import { join } from 'node:path'
/* eslint-enable no-restricted-imports */
import subsetFont from 'subset-font'
import { FONT_SUBSETS, charactersOf } from './src/fonts/subsets.ts'
import type { FontSubset } from './src/fonts/subsets.ts'

/** The woff2 file of one subset: its characters, and the weight axis limited to the subset's range. */
export async function subsetOf(subset: FontSubset, packageDir: string): Promise<Buffer> {
  const [min, max] = subset.weight
  return subsetFont(await readFile(join(packageDir, subset.source)), charactersOf(subset.ranges), {
    targetFormat: 'woff2',
    variationAxes: { wght: { min, max } },
  })
}

if (import.meta.main) {
  for (const subset of Object.values(FONT_SUBSETS)) {
    const font = await subsetOf(subset, import.meta.dirname)
    await writeFile(join(import.meta.dirname, 'src/fonts', subset.file), font)
    console.log(`src/fonts/${subset.file}: ${(font.length / 1024).toFixed(1)} KB`)
  }
}
