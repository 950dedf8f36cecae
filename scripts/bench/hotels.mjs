import { readFile } from 'node:fs/promises'
import { join } from 'node:path'
import { root } from '../lib/run.mjs'
import { CONCURRENCY, searchLatency, WARMUP_ROUNDS } from './load.mjs'
import { partnerCall, partnerCallRead, partnerToken, saudiDate } from './partner.mjs'
import { labelOf, PAGE_RUNS, resultsPageTimings } from './resultsPage.mjs'
import { startApiFront, startWeb } from './servers.mjs'

// Issue 14's hotel figures: search latency under 50 concurrent requests, and the results page with
// 500 hotels (response to first rows painted; sort and filter click to the next paint).

const HOTELS = 500
/** Check-in dates the searches spread over: hotels open their rates 360 days ahead. */
const CHECK_IN_DAYS = 300
/** The cities of the API's seed, each a destination a search can name (`city:Makkah`). */
const CITIES = [
  ...new Set(
    JSON.parse(await readFile(join(root, 'apps/api/src/db/seed/data/hotels.json'), 'utf8')).properties.map(
      ({ city }) => city,
    ),
  ),
]

/**
 * The `index`-th distinct hotel search, two adults in one room: every city, then the same a day later,
 * then, once the check-in dates have all been asked, each stay a night longer.
 */
export function benchHotelSearch(index, cities = CITIES) {
  const round = Math.floor(index / cities.length)
  const day = 14 + (round % CHECK_IN_DAYS)
  const nights = 2 + (Math.floor(round / CHECK_IN_DAYS) % 5)
  return {
    search: {
      destination: `city:${cities[index % cities.length]}`,
      checkIn: saudiDate(day),
      checkOut: saudiDate(day + nights),
      rooms: [{ adults: 2, childAges: [] }],
      currency: 'SAR',
    },
  }
}

/** `search(index)` for searchLatency: the index-th distinct hotel search, sent to the API. */
export const hotelSearches = (apiUrl, token) => (index) =>
  partnerCallRead(apiUrl, token, '/hotels/api/search', benchHotelSearch(index))

/**
 * `count` hotel offers made from a real answer's: new ids and names, prices scaled from 0.7 to 1.6 times,
 * guest ratings and distances moved, districts swapped around and a third without free cancellation, so
 * every sort and filter has work to do.
 */
export function manyHotels(templates, count) {
  if (!templates.length) throw new Error('no hotels to copy')
  const districts = [...new Set(templates.map(({ hotel }) => hotel.district))]
  return Array.from({ length: count }, (_, index) => {
    const template = templates[index % templates.length]
    const factor = 0.7 + ((index * 53) % 91) / 100
    const total = template.total && { ...template.total, amount: Math.round(template.total.amount * factor) }
    const perNight = total && { ...total, amount: Math.round(total.amount / template.nights) }
    const tenths = Math.round(template.hotel.rating * 10) + ((index * 17) % 31) - 15
    const id = `${template.id}-${index + 1}`
    return {
      ...template,
      id,
      hotel: {
        ...template.hotel,
        id,
        name: `${template.hotel.name} ${index + 1}`,
        district: districts[(index * 7) % districts.length],
        rating: Math.min(100, Math.max(50, tenths)) / 10,
        distance: {
          ...template.hotel.distance,
          meters: template.hotel.distance.meters + ((index * 389) % 4000),
        },
      },
      total,
      perNight,
      freeCancellation: index % 3 !== 0,
    }
  })
}

/**
 * The results page of a Makkah search answered with 500 hotels, server-rendered as a shared link is: the
 * site runs in front of an API front that multiplies the search's hotels (for the site's server and the
 * browser alike), and the page's timings are taken as the flights page's are.
 */
async function resultsPage(apiUrl) {
  const front = await startApiFront(apiUrl, (method, path) =>
    method === 'POST' && path === '/hotels/api/search'
      ? (answer) => ({ ...answer, hotels: manyHotels(answer.hotels, HOTELS) })
      : null,
  )
  const siteUrl = await startWeb(front)
  const query = new URLSearchParams({
    destination: 'city:Makkah',
    checkIn: saudiDate(30),
    checkOut: saudiDate(33),
    rooms: '2',
  })
  const timings = await resultsPageTimings({
    address: new URL(`/hotels/makkah?${query}`, siteUrl).href,
    searchPath: '/hotels/api/search',
    rows: 'article',
    shown: { status: /^[\d,]+ hotels$/, count: String(HOTELS) },
    clicks: (page) => ({
      // Lowest price and highest rating alternate: each click reorders the rows on screen.
      sorts: ['Lowest price', 'Highest rating'].map((name) => ({
        open: () => page.getByRole('button', { name: 'Sort by' }).click(),
        target: page.getByRole('option', { name, exact: true }),
      })),
      filter: { target: labelOf(page, page, 'checkbox', 'Free cancellation') },
    }),
  })
  return { hotels: HOTELS, ...timings }
}

/** Issue 14's hotel figures against a running API (the results page gets a site of its own). */
export async function hotelFigures(apiUrl) {
  const token = await partnerToken(apiUrl)
  console.log(`  ${CONCURRENCY} concurrent searches per round, after ${WARMUP_ROUNDS} untimed rounds`)
  const search = await searchLatency(hotelSearches(apiUrl, token))
  console.log(`  results page with ${HOTELS} hotels, ${PAGE_RUNS} loads`)
  const results = await resultsPage(apiUrl)
  return { search, results }
}
