// node --test scripts/bench: the benchmark's own arithmetic and parsing, without a build or a browser.
import assert from 'node:assert/strict'
import { once } from 'node:events'
import { mkdtemp, rm, writeFile } from 'node:fs/promises'
import { createServer } from 'node:http'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { test } from 'node:test'
import { brotliCompressSync, brotliDecompressSync } from 'node:zlib'
import { cleanUpAll } from './cleanup.mjs'
import { benchSearch, manyItineraries } from './flights.mjs'
import { benchHotelSearch, manyHotels } from './hotels.mjs'
import { percentile } from './load.mjs'
import { saudiDate } from './partner.mjs'
import { median } from './median.mjs'
import { startApiFront } from './servers.mjs'
import { brotliSize, stylesheetHrefs } from './sizes.mjs'
import { isLibrary, ownerOf, piecesByOwner, without } from './firstPage.mjs'
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

test('benchHotelSearch asks each request a city and stay no other asks, within the open dates', () => {
  const cities = ['Makkah', 'Madinah', 'Riyadh']
  const searches = Array.from({ length: 3000 }, (_, index) => benchHotelSearch(index, cities).search)
  const keys = new Set(
    searches.map(({ destination, checkIn, checkOut }) => `${destination}${checkIn}${checkOut}`),
  )
  assert.equal(keys.size, searches.length)
  assert.deepEqual(
    new Set(searches.map(({ destination }) => destination)),
    new Set(cities.map((city) => `city:${city}`)),
  )
  assert.ok(searches.every(({ checkIn, checkOut }) => checkIn > saudiDate(0) && checkOut > checkIn))
  assert.ok(searches.every(({ checkIn }) => checkIn <= saudiDate(360)))
  // The seed's cities when none are given.
  assert.match(benchHotelSearch(0).search.destination, /^city:\S/)
})

test('manyHotels copies a real answer into distinct hotels every sort and filter tells apart', () => {
  const money = (amount) => (amount === null ? null : { amount, currency: 'SAR' })
  const offer = (id, district, total) => ({
    id,
    nights: 3,
    available: total !== null,
    total: money(total),
    perNight: money(total && Math.round(total / 3)),
    freeCancellation: true,
    boards: ['room_only'],
    hotel: {
      id,
      name: id.toUpperCase(),
      district,
      stars: 5,
      rating: 8.4,
      distance: { meters: 300, to: 'haram', name: 'Masjid al-Haram' },
      photos: [{ id: `${id}-1`, src: `/images/hotels/${id}/1.webp` }],
    },
  })
  const templates = [
    offer('mak-a', 'Ajyad', 300_000),
    offer('mak-b', 'Aziziyah', 90_000),
    offer('mak-c', 'Ajyad', null),
  ]
  const many = manyHotels(templates, 500)
  assert.equal(many.length, 500)
  assert.equal(new Set(many.map(({ id }) => id)).size, 500)
  assert.ok(many.every(({ id, hotel }) => hotel.id === id))
  assert.equal(new Set(many.map(({ hotel }) => hotel.name)).size, 500)
  assert.deepEqual(new Set(many.map(({ hotel }) => hotel.district)), new Set(['Ajyad', 'Aziziyah']))
  assert.ok(new Set(many.map(({ total }) => total?.amount)).size > 50)
  assert.ok(new Set(many.map(({ hotel }) => hotel.rating)).size > 10)
  assert.ok(many.every(({ hotel }) => hotel.rating >= 5 && hotel.rating <= 10))
  assert.ok(new Set(many.map(({ hotel }) => hotel.distance.meters)).size > 50)
  const free = many.filter(({ freeCancellation }) => freeCancellation).length
  assert.ok(free > 250 && free < 400)
  for (const hotel of many) {
    const template = templates.find(({ id }) => hotel.id.startsWith(`${id}-`))
    assert.equal(hotel.available, template.available)
    assert.equal(hotel.hotel.photos, template.hotel.photos)
    if (hotel.total === null) assert.equal(hotel.perNight, null)
    else assert.equal(hotel.perNight.amount, Math.round(hotel.total.amount / 3))
  }
})

test('startApiFront passes requests on as they came and rewrites only the answers it is told to', async () => {
  const api = createServer(async (request, response) => {
    const body = Buffer.concat(await request.toArray()).toString()
    const echo = {
      method: request.method,
      url: request.url,
      body,
      authorization: request.headers.authorization,
    }
    if (request.url === '/fails')
      return response.writeHead(409, { 'content-type': 'application/json' }).end('{"hotels":[]}')
    response.setHeader('set-cookie', ['a=1', 'b=2'])
    response
      .writeHead(201, { 'content-type': 'application/json' })
      .end(JSON.stringify({ ...echo, hotels: [1] }))
  })
  api.listen(0, '127.0.0.1')
  await once(api, 'listening')
  try {
    const front = await startApiFront(`http://127.0.0.1:${api.address().port}`, (method, path) =>
      method === 'POST' && path !== '/plain' ? (answer) => ({ ...answer, hotels: [1, 2, 3] }) : null,
    )
    const call = (path, init) => fetch(`${front}${path}`, { headers: { authorization: 'Bearer t' }, ...init })
    const post = (path) =>
      call(path, { method: 'POST', body: '{"x":1}', headers: { authorization: 'Bearer t' } })

    const rewritten = await post('/hotels/api/search?lang=en')
    assert.equal(rewritten.status, 201)
    assert.deepEqual(rewritten.headers.getSetCookie(), ['a=1', 'b=2'])
    assert.deepEqual(await rewritten.json(), {
      method: 'POST',
      url: '/hotels/api/search?lang=en',
      body: '{"x":1}',
      authorization: 'Bearer t',
      hotels: [1, 2, 3],
    })
    assert.deepEqual((await (await post('/plain')).json()).hotels, [1])
    assert.deepEqual((await (await call('/hotels/api/search')).json()).hotels, [1])
    const failed = await post('/fails')
    assert.equal(failed.status, 409)
    assert.deepEqual(await failed.json(), { hotels: [] })
  } finally {
    await cleanUpAll()
    api.close()
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

test('isLibrary tells npm packages from the workspace’s code and the bundler’s', () => {
  for (const owner of ['react-dom', '@tanstack/router-core', 'zod']) assert.equal(isLibrary(owner), true)
  for (const owner of [
    'packages/core',
    'apps/widget',
    'tooling/vite',
    '(bundler)',
    '\0vite/preload-helper.js',
  ])
    assert.equal(isLibrary(owner), false)
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
