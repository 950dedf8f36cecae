// A landing catalog (src/locales/landing/*.po, see lingui.config.ts) holds a subset of its package's
// messages, so it takes their translations from the package's catalog rather than being translated
// twice. Run after `lingui extract` (`pnpm i18n:extract` does); prints what it filled.
import { readFile, writeFile } from 'node:fs/promises'
import { formatter } from '@lingui/format-po'
import { capture, root } from './lib/run.mjs'

const po = formatter({ lineNumbers: false })

/** Fills every landing catalog from its package's; returns the catalogs it changed. */
export async function fillLandingCatalogs() {
  const landing = (
    await capture('git', [
      'ls-files',
      '--cached',
      '--others',
      '--exclude-standard',
      '*/src/locales/landing/*.po',
    ])
  )
    .split('\n')
    .filter(Boolean)
  const changed = []
  for (const file of landing) {
    const locale = file.slice(file.lastIndexOf('/') + 1, -'.po'.length)
    const source = file.replace('/landing/', '/')
    const context = { locale, sourceLocale: 'en', filename: file }
    const own = await po.parse(await readFile(root + source, 'utf8'), { ...context, filename: source })
    const text = await readFile(root + file, 'utf8')
    const catalog = await po.parse(text, context)
    for (const [id, entry] of Object.entries(catalog)) {
      if (entry.obsolete) delete catalog[id]
      else entry.translation = own[id]?.translation ?? entry.translation
    }
    const filled = await po.serialize(catalog, { ...context, existing: text })
    if (filled !== text) {
      await writeFile(root + file, filled)
      changed.push(file)
    }
  }
  return changed
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const changed = await fillLandingCatalogs()
  console.log(changed.length ? `Filled ${changed.join(', ')}` : 'Landing catalogs already filled')
}
