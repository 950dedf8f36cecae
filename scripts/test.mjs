// npm test: every test of the product — unit and component tests (vitest), the API suite on the
// embedded PGlite and on a Postgres server, browser tests (Playwright driving Debian's Chromium) — with
// format, lint, type checks, the catalogs check, the production and Storybook builds, axe on every story, and
// a short scale run (scripts/scale.mjs: 3 API processes behind nginx under load, faults and bad inputs).
import { capture, freePort, pnpm, run } from './lib/run.mjs'

const started = Date.now()
const timings = []
async function step(name, action) {
  const stepStarted = Date.now()
  console.log(`\n▶ ${name}`)
  await action()
  timings.push([name, Date.now() - stepStarted])
}

let databaseUrl = ''
await step('Install', () => pnpm(['install', '--frozen-lockfile', '--prefer-offline']))
await step('Chromium and Postgres', async () => {
  databaseUrl = (await capture('bash', ['scripts/ensure-system.sh'])).trim().split('\n').pop()
})
const env = { ...process.env, TEST_DATABASE_URL: databaseUrl, PLAYWRIGHT_SKIP_BROWSER_DOWNLOAD: '1' }
await step('Catalogs (every Arabic message present)', () => run('node', ['scripts/check-i18n.mjs'], { env }))
await step('Script tests (benchmark and scale helpers, catalogs check)', () =>
  run('node', ['--test', 'scripts/bench/*.test.mjs', 'scripts/lib/*.test.mjs', 'scripts/scale/*.test.mjs'], {
    env,
  }),
)
await step('Format, lint, types, unit/component/API tests, builds, Storybooks and axe on their stories', () =>
  pnpm(
    [
      'exec',
      'turbo',
      'run',
      '//#format',
      'lint',
      'typecheck',
      'test',
      'build',
      'build-storybook',
      'a11y',
      '--output-logs=new-only',
      '--concurrency=2',
    ],
    { env },
  ),
)
await step('Vertical generator (a generated package type-checks and lints)', () =>
  run('node', ['scripts/test-generator.mjs'], { env }),
)
await step('Browser tests', async () => {
  // Free ports, so a server left running elsewhere cannot take the suite's place.
  const ports = {
    E2E_API_PORT: String(await freePort(4610)),
    E2E_WEB_PORT: String(await freePort(4620)),
    // The widget's suite: its API, the widget, and the partner's page on another origin.
    E2E_WIDGET_API_PORT: String(await freePort(4640)),
    E2E_WIDGET_PORT: String(await freePort(4641)),
    E2E_WIDGET_HOST_PORT: String(await freePort(4642)),
  }
  // One app's suite at a time (the site's, then the widget's): they share two cores.
  await pnpm(['exec', 'turbo', 'run', 'e2e', '--output-logs=full', '--concurrency=1'], {
    env: { ...env, ...ports },
  })
})
// Last: it kills an API process and restarts Postgres (a cluster of its own, not the one above).
await step('Scale (3 API processes behind nginx under load, faults and bad inputs; nothing lost)', () =>
  run('node', ['scripts/scale.mjs', '--travellers', '20', '--seconds', '30', '--ci'], { env }),
)
console.log('\nTest command finished:')
for (const [name, ms] of timings) console.log(`  ${(ms / 1000).toFixed(1).padStart(7)} s  ${name}`)
console.log(`  ${((Date.now() - started) / 1000).toFixed(1).padStart(7)} s  total`)
