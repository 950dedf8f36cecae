import { existsSync, readdirSync } from 'node:fs'
import { join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { defineConfig } from '@lingui/conf'
import { formatter } from '@lingui/format-po'
import { landingSources } from './scripts/lib/landingSources.mjs'

// Copy lives with the package that shows it: every workspace package with a src/locales folder owns
// its own en.po and ar.po, extracted from its own src (ui-kit takes all text through props).
const root = fileURLToPath(new URL('.', import.meta.url))
const packagesWithCatalogs = ['apps', 'packages']
  .flatMap((group) => readdirSync(join(root, group)).map((name) => `${group}/${name}`))
  .filter((dir) => existsSync(join(root, dir, 'src/locales')))
  .sort()

export default defineConfig({
  sourceLocale: 'en',
  locales: ['en', 'ar'],
  // Origins without line numbers, so a catalog only changes when its messages do.
  format: formatter({ lineNumbers: false }),
  orderBy: 'messageId',
  catalogs: packagesWithCatalogs.flatMap((dir) => {
    const landing = landingSources(join(root, dir))
    return [
      {
        path: `<rootDir>/${dir}/src/locales/{locale}`,
        include: [`<rootDir>/${dir}/src`],
        exclude: ['**/*.test.*', '**/*.stories.*', '**/node_modules/**'],
      },
      // A vertical's landing pages load only the messages their own code shows (see landingSources);
      // scripts/fill-landing-catalogs.mjs gives them the package catalog's Arabic.
      ...(landing
        ? [{ path: `<rootDir>/${dir}/src/locales/landing/{locale}`, include: landing, exclude: [] }]
        : []),
    ]
  }),
})
