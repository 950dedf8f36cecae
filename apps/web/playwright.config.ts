import { mkdtempSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { defineConfig } from '@playwright/test'
import { chromiumFlags, chromiumPath } from '../../scripts/lib/chromium.mjs'
import { failureArtifacts, failureRuns } from '../../scripts/lib/playwrightFailures.mjs'

const apiPort = Number(process.env.E2E_API_PORT ?? 4610)
const webPort = Number(process.env.E2E_WEB_PORT ?? 4620)
const apiUrl = `http://localhost:${apiPort}`
// A fresh embedded database for every run: the suite starts from the seed alone.
const databaseDir = mkdtempSync(join(tmpdir(), 'rihla-e2e-db-'))

export default defineConfig({
  testDir: 'e2e',
  outputDir: 'test-results',
  timeout: 60_000,
  expect: { timeout: 10_000 },
  fullyParallel: true,
  workers: 2,
  forbidOnly: Boolean(process.env.CI),
  ...failureRuns,
  reporter: [['list'], ['html', { open: 'never', outputFolder: 'playwright-report' }]],
  use: {
    baseURL: `http://localhost:${webPort}`,
    // Debian's Chromium (never a downloaded browser), with the flags this network needs.
    launchOptions: { executablePath: chromiumPath, args: chromiumFlags },
    locale: 'en-GB',
    timezoneId: 'Asia/Riyadh',
    // Entrance animations (toasts, overlays) honour reduced motion; without them axe never measures a
    // colour half-way through a fade.
    reducedMotion: 'reduce',
    ...failureArtifacts,
  },
  webServer: [
    {
      command: '../api/node_modules/.bin/tsx ../api/src/server.ts',
      cwd: import.meta.dirname,
      url: `${apiUrl}/health`,
      reuseExistingServer: false,
      timeout: 120_000,
      stdout: 'ignore',
      stderr: 'pipe',
      env: {
        PORT: String(apiPort),
        RIHLA_PGLITE_DIR: databaseDir,
        // The suite runs in Britain unless a test says otherwise (x-sandbox-country).
        RIHLA_GEO_DEFAULT_COUNTRY: 'GB',
        RIHLA_CONTACT_RATE_LIMIT: '100',
        // Every test signs in and asks for codes from 127.0.0.1; the per-address limits are tested in the API.
        RIHLA_OTP_IP_HOURLY_LIMIT: '100',
        RIHLA_LOGIN_IP_RATE_LIMIT: '100',
        RIHLA_SEARCH_RATE_LIMIT: '10000',
        RIHLA_LOGIN_IP_CAPTCHA_LIMIT: '100',
      },
    },
    {
      command: 'node server.ts',
      cwd: import.meta.dirname,
      url: `http://localhost:${webPort}/`,
      reuseExistingServer: false,
      timeout: 60_000,
      env: { PORT: String(webPort), RIHLA_API_URL: apiUrl },
    },
  ],
})
