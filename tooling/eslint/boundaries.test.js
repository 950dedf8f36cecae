import assert from 'node:assert/strict'
import { test } from 'node:test'
import { restrictedImportPaths, restrictedImportPatterns } from './boundaries.js'

const banned = (kind, name, specifier) =>
  restrictedImportPatterns({ kind, name }).some(({ group }) =>
    group.some((pattern) => new RegExp(`^${pattern.replaceAll('*', '[^/]+')}$`).test(specifier)),
  )

test('a vertical cannot import another vertical', () => {
  assert.equal(banned('vertical', '@rihla/flights', '@rihla/hotels'), true)
  assert.equal(banned('vertical', '@rihla/flights', '@rihla/hotels/screens'), true)
})

test('a vertical may use the public root of payments and fnf, not their internals', () => {
  assert.equal(banned('vertical', '@rihla/flights', '@rihla/payments'), false)
  assert.equal(banned('vertical', '@rihla/flights', '@rihla/fnf'), false)
  assert.equal(banned('vertical', '@rihla/flights', '@rihla/fnf/internal'), true)
})

test('a vertical may use the platform packages', () => {
  for (const name of [
    '@rihla/core',
    '@rihla/core/routing',
    '@rihla/ui-kit/button',
    '@rihla/i18n',
    '@rihla/api-clients',
  ]) {
    assert.equal(banned('vertical', '@rihla/flights', name), false, name)
  }
})

test('browser packages cannot import server code', () => {
  for (const kind of ['platform', 'vertical', 'contract']) {
    for (const specifier of [
      '@rihla/api',
      '@rihla/site-server/apiProxy',
      'hono',
      'drizzle-orm',
      'drizzle-orm/pg-core',
      '@electric-sql/pglite',
      'node:fs',
    ]) {
      assert.equal(banned(kind, '@rihla/core', specifier), true, `${kind} ${specifier}`)
    }
  }
})

test('platform packages know nothing of verticals', () => {
  assert.equal(banned('platform', '@rihla/core', '@rihla/flights'), true)
})

test('the server takes only the contract from the browser packages', () => {
  assert.equal(banned('server', '@rihla/api', '@rihla/api-contract'), false)
  assert.equal(banned('server', '@rihla/api', '@rihla/core'), true)
  assert.equal(banned('server', '@rihla/api', 'react'), true)
})

test('nobody reaches into another package src folder', () => {
  assert.equal(banned('app', '@rihla/web', '@rihla/core/src/routing'), true)
})

test('browser packages use zod/mini, never classic zod', () => {
  const names = (kind) => restrictedImportPaths({ kind }).map((path) => path.name)
  assert.ok(names('platform').includes('zod'))
  assert.ok(names('vertical').includes('zod/v4'))
  assert.ok(!names('platform').includes('zod/mini'))
  assert.deepEqual(names('server'), [])
})

test('the booking flow knows no vertical, and the platform knows no booking flow', () => {
  assert.equal(banned('flow', '@rihla/booking-flow', '@rihla/flights'), true)
  assert.equal(banned('flow', '@rihla/booking-flow', '@rihla/payments'), false)
  assert.equal(banned('flow', '@rihla/booking-flow', '@rihla/fnf/internal'), true)
  assert.equal(banned('platform', '@rihla/core', '@rihla/booking-flow/session'), true)
  assert.equal(banned('vertical', '@rihla/flights', '@rihla/booking-flow/session'), false)
})
