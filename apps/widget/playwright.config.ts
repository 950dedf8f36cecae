import { mkdtempSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { defineConfig } from '@playwright/test'
import { chromiumFlags, chromiumPath } from '../../scripts/lib/chromium.mjs'
import { failureArtifacts, failureRuns } from '../../scripts/lib/playwrightFailures.mjs'
import { apiPort, apiUrl, hostPort, hostUrl, widgetPort, widgetUrl } from './e2e/urls'
const databaseDir = mkdtempSync(join(tmpdir(), 'rihla-widget-e2e-db-'))
const tsx = '../api/node_modules/.bin/tsx'

export default defineConfig({
  testDir: 'e2e',
  outputDir: 'test-results',
  timeout: 60_000,
  expect: { timeout: 10_000 },
  // A few journeys, one at a time: the whole suite shares two cores with the site's.
  workers: 1,
  forbidOnly: Boolean(process.env.CI),
  ...failureRuns,
  reporter: [['list']],
  use: {
    baseURL: hostUrl,
    launchOptions: { executablePath: chromiumPath, args: chromiumFlags },
    locale: 'en-GB',
    timezoneId: 'Asia/Riyadh',
    reducedMotion: 'reduce',
    ...failureArtifacts,
  },
  webServer: [
    {
      command: `${tsx} ../api/src/server.ts`,
      cwd: import.meta.dirname,
      url: `${apiUrl}/health`,
      reuseExistingServer: false,
      timeout: 120_000,
      stdout: 'ignore',
      stderr: 'pipe',
      env: {
        PORT: String(apiPort),
        RIHLA_PGLITE_DIR: databaseDir,
        RIHLA_GEO_DEFAULT_COUNTRY: 'GB',
        // The demo partners may be framed by the demo page this suite serves, and by nothing else.
        RIHLA_DEMO_PARTNER_ORIGINS: hostUrl,
      },
    },
    {
      command: 'node server.ts',
      cwd: import.meta.dirname,
      url: `${widgetUrl}/embed.js`,
      reuseExistingServer: false,
      timeout: 60_000,
      env: { PORT: String(widgetPort), RIHLA_API_URL: apiUrl },
    },
    {
      command: `${tsx} demo/server.ts`,
      cwd: import.meta.dirname,
      url: `${hostUrl}/`,
      reuseExistingServer: false,
      timeout: 60_000,
      env: { PORT: String(hostPort), RIHLA_WIDGET_URL: widgetUrl },
    },
  ],
})
