// A package's type check (its `typecheck` script, run in the package): TypeScript 7's native compiler,
// which checks the same code as TypeScript 5.9's tsc for about a third of the CPU (flights: 9.6 s against
// 27 s; all 20 packages, two at a time: 72 s). One thread, because turbo already checks two packages at
// once on CI's two cores.
// TypeScript 5.9 stays for the tools that need TypeScript's JavaScript API, which 7 does not have yet
// (typescript-eslint, Storybook's component docs) and for editors.
import { spawnSync } from 'node:child_process'
import { createRequire } from 'node:module'
import { dirname, join } from 'node:path'

const require = createRequire(import.meta.url)
const tsc = join(dirname(require.resolve('typescript-7/package.json')), 'bin', 'tsc')
const { status, signal } = spawnSync(
  process.execPath,
  [tsc, '--noEmit', '--singleThreaded', ...process.argv.slice(2)],
  { stdio: 'inherit' },
)
process.exit(status ?? (signal ? 1 : 0))
