import assert from 'node:assert/strict'
import { join } from 'node:path'
import { test } from 'node:test'
import { landingSources } from './landingSources.mjs'
import { root } from './run.mjs'

const sourcesOf = (pkg) =>
  landingSources(join(root, 'packages', pkg)).map((file) =>
    file.slice(join(root, 'packages', pkg, 'src/').length),
  )

test('a landing catalog covers the landing screens and what they load after hydration, not the other screens', () => {
  const flights = sourcesOf('flights')
  assert.ok(flights.includes('routes.tsx'))
  assert.ok(flights.includes('screens/AirlinePage.tsx'))
  // The flights home's search form loads on demand once the page has hydrated.
  assert.ok(flights.includes('components/SearchForm/SearchForm.tsx'))
  // The route table loads the results and the booking steps on demand: not landing code.
  assert.ok(!flights.includes('screens/FlightResults.tsx'))
  assert.ok(!flights.includes('screens/PassengerDetails.tsx'))
  // Type-only imports bring no messages.
  assert.ok(!flights.includes('screens/flightScreens.ts'))
})

test('a package without landing screens has no landing catalog', () => {
  assert.equal(landingSources(join(root, 'packages/account')), null)
})
