import { defineConfig } from 'vitest/config'

// The same API tests run twice: on in-memory PGlite and on a Postgres server (TEST_DATABASE_URL), one
// fresh database per test file in both.
export default defineConfig({
  test: {
    include: ['src/**/*.test.ts'],
    testTimeout: 15_000,
    hookTimeout: 60_000,
    // Test files share a worker's module cache: the server's imports load once, and on PGlite its
    // WebAssembly is compiled once rather than once per file. Every file still gets its own database.
    isolate: false,
    projects: [
      {
        extends: true,
        test: {
          name: 'pglite',
          env: { RIHLA_TEST_DATABASE: 'pglite' },
          globalSetup: ['src/testing/pgliteTemplate.ts'],
        },
      },
      {
        extends: true,
        test: {
          name: 'postgres',
          env: { RIHLA_TEST_DATABASE: 'postgres' },
          setupFiles: ['src/testing/requirePostgres.ts'],
        },
      },
    ],
  },
})
