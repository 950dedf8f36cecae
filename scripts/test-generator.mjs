// Runs `turbo gen vertical` with a throwaway name, then type-checks and lints the generated package and
// the web app it was composed into, and puts the workspace back as it was, whatever happened.
import { execFileSync } from 'node:child_process'
import { readFileSync, rmSync, writeFileSync } from 'node:fs'

const name = 'zz-generated-probe'
const restored = ['apps/web/src/router.ts', 'apps/web/package.json', 'pnpm-lock.yaml']
const saved = new Map(restored.map((file) => [file, readFileSync(file, 'utf8')]))
const run = (...args) => execFileSync('pnpm', args, { stdio: 'inherit' })

try {
  run('exec', 'gen', 'run', 'vertical', '--args', name, 'hotel', 'Probe stays', 'إقامات تجريبية')
  // The new package is not in the lockfile (CI installs frozen by default); the lockfile is put back below.
  // Resolving it needs the registry's metadata of its dependencies, which a frozen install never fetched:
  // a fresh machine's cache has none, so what the cache lacks comes from the registry.
  run('install', '--prefer-offline', '--no-frozen-lockfile')
  run('--filter', `@rihla/${name}`, 'typecheck')
  run('--filter', `@rihla/${name}`, 'lint')
  run('--filter', '@rihla/web', 'typecheck')
  console.log(`turbo gen vertical: @rihla/${name} type-checks and lints, and so does the web app with it`)
} finally {
  rmSync(`packages/${name}`, { recursive: true, force: true })
  for (const [file, text] of saved) writeFileSync(file, text)
  run('install', '--prefer-offline')
}
