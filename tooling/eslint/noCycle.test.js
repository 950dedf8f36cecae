import assert from 'node:assert/strict'
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { test } from 'node:test'
import { ESLint } from 'eslint'
import { createConfig } from './index.js'

/** Lints `files` as one package of kind "platform" and returns the no-cycle messages, by file. */
async function cycles(files) {
  const dir = mkdtempSync(join(tmpdir(), 'rihla-no-cycle-'))
  try {
    const pkg = { name: '@rihla/cycle-probe', type: 'module', rihla: { kind: 'platform' } }
    writeFileSync(join(dir, 'package.json'), JSON.stringify(pkg))
    writeFileSync(
      join(dir, 'tsconfig.json'),
      JSON.stringify({ extends: join(import.meta.dirname, '../../tsconfig.base.json'), include: ['*.ts'] }),
    )
    for (const [name, text] of Object.entries(files)) writeFileSync(join(dir, name), text)
    const eslint = new ESLint({ cwd: dir, overrideConfigFile: true, overrideConfig: createConfig(dir) })
    const results = await eslint.lintFiles(Object.keys(files))
    return Object.fromEntries(
      results.map((result) => [
        result.filePath.slice(dir.length + 1),
        result.messages.filter((message) => message.ruleId === 'import-x/no-cycle').length,
      ]),
    )
  } finally {
    rmSync(dir, { recursive: true, force: true })
  }
}

test('lint fails on an import cycle through a barrel, as core appData ⇄ errors was', async () => {
  const found = await cycles({
    'appData.ts': "import { AppError } from './errors'\nexport const load = () => new AppError()\n",
    'errors.ts': "export { AppError } from './appError'\nexport { ErrorPage } from './ErrorPage'\n",
    'appError.ts': 'export class AppError extends Error {}\n',
    'ErrorPage.ts': "import { load } from './appData'\nexport const ErrorPage = () => load()\n",
  })
  assert.ok(found['appData.ts'] > 0 && found['ErrorPage.ts'] > 0, JSON.stringify(found))
})

test('a lazy import closes a cycle too, as account routes ⇄ AuthCallbackPage did', async () => {
  const found = await cycles({
    'routes.ts': "export const RETURN = 'return'\nexport const page = () => import('./Page')\n",
    'Page.ts': "import { RETURN } from './routes'\nexport const param = RETURN\n",
  })
  assert.ok(found['Page.ts'] > 0, JSON.stringify(found))
})

test('imports of types only, and imports that lead nowhere back, pass', async () => {
  const found = await cycles({
    'a.ts': "import type { B } from './b'\nimport { c } from './c'\nexport type A = B | typeof c\n",
    'b.ts': "import { c } from './c'\nimport type { A } from './a'\nexport type B = A | typeof c\n",
    'c.ts': 'export const c = 1\n',
  })
  assert.deepEqual(found, { 'a.ts': 0, 'b.ts': 0, 'c.ts': 0 })
})
