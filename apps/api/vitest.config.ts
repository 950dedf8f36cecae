import { defineConfig } from 'vitest/config'

// The same API tests run twice: on in-memory PGlite and on a Postgres server (TEST_DATABASE_URL), one
// fresh database per test file in both.
const project = (name: 'pglite' | 'postgres') => ({
  extends: true as const,
  test: { name, env: { RIHLA_TEST_DATABASE: name } },
})

export default defineConfig({
  test: {
    include: ['src/**/*.test.ts'],
    testTimeout: 15_000,
    hookTimeout: 60_000,
    projects: [project('pglite'), project('postgres')],
  },
})
