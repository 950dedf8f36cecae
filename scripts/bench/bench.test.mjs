// node --test scripts/bench: the benchmark's own arithmetic and parsing, without a build or a browser.
import assert from 'node:assert/strict'
import { mkdtemp, rm, writeFile } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { test } from 'node:test'
import { brotliCompressSync, brotliDecompressSync } from 'node:zlib'
import { benchSearch, manyItineraries } from './flights.mjs'
import { percentile } from './load.mjs'
import { saudiDate } from './partner.mjs'
import { median } from './median.mjs'
import { brotliSize, stylesheetHrefs } from './sizes.mjs'
import { ownerOf, piecesByOwner, without } from './firstPage.mjs'
import { formatLighthouse, formatTable } from './table.mjs'

test('median takes the middle run, or the mean of the two middle ones, whatever the order', () => {
  assert.equal(median([3400, 2100, 5000]), 3400)
  assert.equal(median([90, 70, 80, 100]), 85)
  assert.equal(median([0.02]), 0.02)
  assert.throws(() => median([]))
})

test('stylesheetHrefs keeps stylesheets in document order and skips other links', () => {
  const html = `<link rel="icon" href="/favicon.svg">
    <link rel="modulepreload" crossorigin href="/assets/a.js">
    <link rel="stylesheet" crossorigin href="/assets/a.css">
    <link href='/assets/b.css' rel='preload stylesheet'>
    <LINK REL=stylesheet HREF=/assets/c.css>
    <link rel="alternate stylesheet-like" href="/assets/d.css">`
  assert.deepEqual(stylesheetHrefs(html), ['/assets/a.css', '/assets/b.css', '/assets/c.css'])
})

test('brotliSize reads the build’s .br when there is one and compresses the file itself otherwise', async () => {
  const dir = await mkdtemp(join(tmpdir(), 'rihla-bench-test-'))
  try {
    const source = 'export const greeting = "marhaba";\n'.repeat(40)
    await writeFile(join(dir, 'plain.js'), source)
    const own = await brotliSize(join(dir, 'plain.js'))
    assert.ok(own > 0 && own < source.length)
    assert.ok(own <= brotliCompressSync(source).length)

    await writeFile(join(dir, 'built.js'), source)
    await writeFile(join(dir, 'built.js.br'), Buffer.alloc(7))
    assert.equal(await brotliSize(join(dir, 'built.js')), 7)
  } finally {
    await rm(dir, { recursive: true, force: true })
  }
})

test('formatTable aligns columns and marks only the figures that have a budget', () => {
  const lines = formatTable([
    { figure: 'critical', value: '9.1 KB', budget: '≤ 14.0 KB', pass: true },
    { figure: 'score', value: '83', budget: '≥ 95', pass: false },
    { figure: 'lazy chunk', value: '0.1 KB' },
  ]).split('\n')
  assert.equal(lines.length, 5)
  assert.match(lines[2], /^critical\s+9\.1 KB\s+≤ 14\.0 KB\s+✓$/)
  assert.match(lines[3], /^score\s+83\s+≥ 95\s+✗$/)
  assert.match(lines[4], /^lazy chunk\s+0\.1 KB\s+—$/)
  const valueEnd = (line) => line.indexOf('KB') + 2
  assert.equal(valueEnd(lines[2]), valueEnd(lines[4]))
})

test('percentile takes the nearest rank, whatever the order', () => {
  const values = Array.from({ length: 100 }, (_, index) => 100 - index)
  assert.equal(percentile(values, 50), 50)
  assert.equal(percentile(values, 95), 95)
  assert.equal(percentile(values, 100), 100)
  assert.equal(percentile([7], 95), 7)
  assert.throws(() => percentile([], 50))
})

test('benchSearch asks each request a route and date no other asks, never in the past', () => {
  const searches = Array.from({ length: 500 }, (_, index) => benchSearch(index).search.legs[0])
  const keys = new Set(searches.map(({ origin, destination, date }) => `${origin}${destination}${date}`))
  assert.equal(keys.size, searches.length)
  assert.ok(searches.every((leg) => leg.origin !== leg.destination && leg.date > saudiDate(0)))
})

test('manyItineraries copies a real answer into distinct, consistent itineraries', () => {
  const money = (amount) => ({ amount, currency: 'SAR' })
  const template = {
    id: 'abc',
    provider: 'ndc',
    validatingAirline: { code: 'SV', name: 'Saudia' },
    legs: [
      {
        origin: 'RUH',
        destination: 'JED',
        stops: 0,
        layovers: [],
        durationMinutes: 105,
        segments: [
          {
            id: '0-0',
            flightNumber: 'SV1024',
            airline: { code: 'SV', name: 'Saudia' },
            aircraft: 'Airbus A320neo',
            origin: 'RUH',
            destination: 'JED',
            departsAt: '2026-12-01T05:00:00.000Z',
            arrivesAt: '2026-12-01T06:45:00.000Z',
            departureLocal: '2026-12-01T08:00',
            arrivalLocal: '2026-12-01T09:45',
            durationMinutes: 105,
            distanceKm: 850,
          },
        ],
      },
    ],
    fares: [
      {
        id: 'economy-light',
        price: {
          baseFare: money(30_000),
          tax: money(4_500),
          vat: money(5_000),
          fees: money(2_000),
          surcharge: money(2_400),
          serviceCharges: money(1_500),
          addons: money(0),
          discount: money(0),
          total: money(45_400),
        },
      },
    ],
  }
  const airlines = [
    { code: 'XY', name: 'flynas' },
    { code: 'F3', name: 'flyadeal' },
  ]
  const many = manyItineraries([template], airlines, 1000)
  assert.equal(many.length, 1000)
  assert.equal(new Set(many.map((itinerary) => itinerary.id)).size, 1000)
  assert.equal(new Set(many.map((itinerary) => itinerary.fares[0].price.total.amount)).size > 50, true)
  assert.equal(new Set(many.map((itinerary) => itinerary.legs[0].durationMinutes)).size > 5, true)
  for (const itinerary of many.slice(0, 50)) {
    const [segment] = itinerary.legs[0].segments
    const minutes = (Date.parse(segment.arrivesAt) - Date.parse(segment.departsAt)) / 60_000
    assert.equal(minutes, segment.durationMinutes)
    assert.equal(itinerary.legs[0].durationMinutes, segment.durationMinutes)
    assert.equal(
      segment.departureLocal,
      new Date(Date.parse(segment.departsAt) + 3 * 3_600_000).toISOString().slice(0, 16),
    )
    assert.equal(segment.airline, itinerary.validatingAirline)
    assert.ok(segment.flightNumber.startsWith(segment.airline.code))
    const { total, discount, ...parts } = itinerary.fares[0].price
    const sum = Object.values(parts).reduce((all, part) => all + part.amount, 0) - discount.amount
    assert.equal(total.amount, sum)
  }
})

test('formatLighthouse puts each page’s English and Arabic side by side, a dash for a missing one', () => {
  const figures = { lcp: 2570, fcp: 810, tbt: 40, cls: 0, speedIndex: 1200, fontBytes: 30 * 1024 }
  const lines = formatLighthouse([
    { name: 'Home', language: 'en', score: 96, ...figures },
    { name: 'Home', language: 'ar', score: 88, ...figures, lcp: 3320, fontBytes: 49 * 1024 },
    { name: 'Airline page', language: 'en', score: 97, ...figures },
  ]).split('\n')
  assert.equal(lines.length, 4)
  assert.match(lines[0], /^en \/ ar\s+Score\s+LCP\s+FCP\s+TBT\s+CLS\s+Speed Index\s+Fonts$/)
  assert.match(
    lines[2],
    /^Home\s+96 \/ 88\s+2\.57 s \/ 3\.32 s\s+0\.81 s \/ 0\.81 s\s.*30\.0 KB \/ 49\.0 KB$/,
  )
  assert.match(lines[3], /^Airline page\s+97 \/ —\s+2\.57 s \/ —/)
  assert.equal(lines[2].length, lines[3].length)
})

test('ownerOf names the workspace package or the npm package a source file belongs to', () => {
  assert.equal(ownerOf('../../../packages/flights/src/routes.tsx'), 'packages/flights')
  assert.equal(ownerOf('../../apps/web/src/main.tsx'), 'apps/web')
  assert.equal(
    ownerOf('../../../node_modules/.pnpm/react-dom@19.2.0/node_modules/react-dom/cjs/react-dom.js'),
    'react-dom',
  )
  assert.equal(
    ownerOf(
      '../../node_modules/.pnpm/@tanstack+router-core@1.0.0/node_modules/@tanstack/router-core/dist/a.js',
    ),
    '@tanstack/router-core',
  )
  assert.equal(ownerOf(null), '(bundler)')
})

test('piecesByOwner gives each owner the code its source map segments cover, and without cuts it out', () => {
  // Line 1: `ab` from react, `cd` from flights; line 2: `ef` unmapped, then `gh` from flights.
  const code = 'abcd\nefgh'
  const map = {
    sources: ['../node_modules/react/index.js', '../../packages/flights/src/routes.tsx'],
    // [column, source, line, column] per segment; `;` between lines.
    mappings: 'AAAA,ECAA;EAAA',
  }
  const pieces = piecesByOwner(code, map)
  assert.deepEqual(pieces.get('react'), [[0, 2]])
  assert.deepEqual(pieces.get('packages/flights'), [
    [2, 4],
    [7, 9],
  ])
  assert.deepEqual(pieces.get('(bundler)'), [[5, 7]])
  assert.equal(without(code, pieces.get('packages/flights')), 'ab\nef')
})
