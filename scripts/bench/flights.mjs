import { CONCURRENCY, searchLatency, WARMUP_ROUNDS } from './load.mjs'
import { partnerCall, partnerCallRead, partnerToken, saudiDate } from './partner.mjs'
import { labelOf, PAGE_RUNS, resultsPageTimings } from './resultsPage.mjs'

// Issue 5's flight figures: search latency under 50 concurrent requests, and the results page with
// 1,000 itineraries (response to first rows painted; sort and filter click to the next paint).

const ITINERARIES = 1000
/** Busy airports at home and abroad: their pairs give the searches distinct routes. */
const AIRPORTS = ['RUH', 'JED', 'DMM', 'MED', 'AHB', 'TIF', 'DXB', 'CAI', 'IST', 'DOH', 'LHR', 'KHI']

/** The `count`-th distinct one-way search: every origin–destination pair, then the same a day later. */
export function benchSearch(index) {
  const pairs = AIRPORTS.flatMap((from) => AIRPORTS.filter((to) => to !== from).map((to) => [from, to]))
  const [origin, destination] = pairs[index % pairs.length]
  const date = saudiDate(14 + Math.floor(index / pairs.length))
  return { search: { tripType: 'one_way', legs: [{ origin, destination, date }], adults: 1 } }
}

const shiftIso = (iso, minutes) => new Date(Date.parse(iso) + minutes * 60_000).toISOString()
const shiftLocal = (local, minutes) =>
  new Date(Date.parse(`${local}:00Z`) + minutes * 60_000).toISOString().slice(0, 16)

/**
 * `count` itineraries made from a real answer's: new ids, departures moved by up to six hours, each
 * leg up to an hour longer, prices scaled from 0.8 to 1.6 times and airlines swapped around, so every
 * sort and filter has work to do and the cheapest are not the quickest.
 */
export function manyItineraries(templates, airlines, count) {
  if (!templates.length || !airlines.length) throw new Error('no itineraries or airlines to copy')
  return Array.from({ length: count }, (_, index) => {
    const template = templates[index % templates.length]
    const shift = ((index * 37) % 721) - 360
    const factor = 0.8 + ((index * 53) % 81) / 100
    const airline = airlines[(index * 7) % airlines.length]
    const longer = ((index * 11) % 13) * 5
    const scale = (money) => ({ ...money, amount: Math.round(money.amount * factor) })
    return {
      ...template,
      id: `${template.id}-${index}`,
      validatingAirline: airline,
      legs: template.legs.map((leg) => ({
        ...leg,
        durationMinutes: leg.durationMinutes + longer,
        segments: leg.segments.map((segment, position) => {
          // The leg's last flight lands later: a slower flight, so the leg takes longer.
          const slower = position === leg.segments.length - 1 ? longer : 0
          return {
            ...segment,
            airline,
            flightNumber: `${airline.code}${segment.flightNumber.replace(/^[A-Z0-9]{2}/, '')}`,
            departsAt: shiftIso(segment.departsAt, shift),
            arrivesAt: shiftIso(segment.arrivesAt, shift + slower),
            departureLocal: shiftLocal(segment.departureLocal, shift),
            arrivalLocal: shiftLocal(segment.arrivalLocal, shift + slower),
            durationMinutes: segment.durationMinutes + slower,
          }
        }),
      })),
      fares: template.fares.map((fare) => {
        const price = Object.fromEntries(
          Object.entries(fare.price).map(([part, money]) => [part, scale(money)]),
        )
        const { total, discount, ...parts } = price
        const sum = Object.values(parts).reduce((all, money) => all + money.amount, 0) - discount.amount
        return { ...fare, price: { ...price, total: { ...total, amount: sum } } }
      }),
    }
  })
}

/** `search(index)` for searchLatency: the index-th distinct flight search, sent to the API. */
export const flightSearches = (apiUrl, token) => (index) =>
  partnerCallRead(apiUrl, token, '/air/api/search', benchSearch(index))

/**
 * The results page answering a search with 1,000 itineraries: time from that response arriving to the
 * first rows painted (median of fresh page loads), and from a sort or filter click to the next paint.
 */
async function resultsPage(siteUrl, apiUrl, token) {
  const date = saudiDate(30)
  const real = await partnerCall(apiUrl, token, '/air/api/search', {
    search: { tripType: 'one_way', legs: [{ origin: 'RUH', destination: 'JED', date }], adults: 1 },
  })
  const { airlines } = await partnerCall(apiUrl, token, '/air/api/airlines')
  const many = manyItineraries(
    real.itineraries,
    airlines.slice(0, 12).map(({ code, name }) => ({ code, name })),
    ITINERARIES,
  )
  const timings = await resultsPageTimings({
    address: new URL(`/flights/riyadh-to-jeddah/RUH-to-JED?trip=one_way&date=${date}`, siteUrl).href,
    searchPath: '/air/api/search',
    rows: 'article',
    shown: { status: /^[\d,]+ flights$/, count: '1,000' },
    // The first provider's answer opens the session and carries every row; the others join it empty.
    prepare: (context) =>
      context.route('**/air/api/search', (route) => {
        const { provider, refId } = route.request().postDataJSON()
        const itineraries = refId ? [] : many
        return route.fulfill({ json: { ...real, provider: provider ?? null, itineraries } })
      }),
    clicks: (page) => ({
      // Cheapest and quickest alternate: each click reorders the rows on screen.
      sorts: ['Cheapest', 'Quickest'].map((name) => ({ target: labelOf(page, page, 'radio', name) })),
      filter: { target: labelOf(page, page.getByRole('group', { name: 'Stops' }), 'checkbox', 'Direct') },
    }),
  })
  return { itineraries: ITINERARIES, ...timings }
}

/** Issue 5's flight figures against a running site and API. */
export async function flightFigures(siteUrl, apiUrl) {
  const token = await partnerToken(apiUrl)
  console.log(`  ${CONCURRENCY} concurrent searches per round, after ${WARMUP_ROUNDS} untimed rounds`)
  const search = await searchLatency(flightSearches(apiUrl, token))
  console.log(`  results page with ${ITINERARIES} itineraries, ${PAGE_RUNS} loads`)
  const results = await resultsPage(siteUrl, apiUrl, token)
  return { search, results }
}
