// The catalogs check of `npm test` (and `pnpm i18n:check`): extracts every package's messages, then
// fails when a catalog changed (messages in the code that the committed catalogs lack) or when an
// Arabic catalog has an untranslated message, when one message has two Arabic wordings in two catalogs,
// or when a catalog leaves the glossary of packages/i18n/glossary.json.
import { readFile } from 'node:fs/promises'
import { formatter } from '@lingui/format-po'
import { fillLandingCatalogs } from './fill-landing-catalogs.mjs'
import { consistencyProblems } from './lib/catalogConsistency.mjs'
import { capture, root, run } from './lib/run.mjs'

const catalogFiles = async () =>
  (await capture('git', ['ls-files', '--cached', '--others', '--exclude-standard', '*/src/locales/*.po']))
    .split('\n')
    .filter(Boolean)

const read = async (files) =>
  Object.fromEntries(await Promise.all(files.map(async (f) => [f, await readFile(root + f, 'utf8')])))

const before = await read(await catalogFiles())
await run('pnpm', ['exec', 'lingui', 'extract', '--clean'], { stdio: ['ignore', 'ignore', 'inherit'] })
await fillLandingCatalogs()
const files = await catalogFiles()
const after = await read(files)

const problems = []
for (const file of files) {
  if (before[file] !== after[file])
    problems.push(`${file} was out of date; it has been re-extracted, commit it`)
}
const po = formatter({ lineNumbers: false })
let messages = 0
const arabicCatalogs = []
for (const file of files.filter((f) => f.endsWith('/ar.po'))) {
  const catalog = await po.parse(after[file], { locale: 'ar', sourceLocale: 'en', filename: file })
  const entries = []
  for (const [id, entry] of Object.entries(catalog)) {
    if (entry.obsolete) continue
    messages++
    if (!entry.translation) problems.push(`${file}: no Arabic for "${entry.message ?? id}"`)
    entries.push({ id, message: entry.message ?? id, translation: entry.translation ?? '' })
  }
  arabicCatalogs.push({ file, entries })
}
const glossary = JSON.parse(await readFile(root + 'packages/i18n/glossary.json', 'utf8'))
problems.push(...consistencyProblems(arabicCatalogs, glossary.terms))

if (problems.length) {
  console.error(`Catalogs check failed:\n  ${problems.join('\n  ')}`)
  process.exit(1)
}
console.log(
  `Catalogs check: ${files.length} catalogs up to date, ${messages} Arabic messages, none missing, one wording per message, glossary kept`,
)
