import { messages, messagesAr, serverMessages } from '@rihla/api-contract'
import { endpoints } from '@rihla/api-contract/endpoints'
import { EVENT_FEW_LEFT, EVENT_PAGE_SIZE } from '@rihla/api-contract/events'
import type { EventListRequest } from '@rihla/api-contract/events'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { consumerOf, daysFromToday, fieldErrors, okBody } from '../../testing/consumer'
import { startTestServer } from '../../testing/testServer'
import type { TestServer } from '../../testing/testServer'

let server: TestServer
beforeAll(async () => {
  server = await startTestServer()
})
afterAll(() => server.close())

const consumer = consumerOf(() => server)
const query = (params: Record<string, string>) => new URLSearchParams(params).toString()

const home = (currency?: string, locale: 'en' | 'ar' = 'en') =>
  okBody(
    consumer(`/api/v2/events/home${currency ? `?${query({ currency })}` : ''}`, undefined, { locale }),
    endpoints.eventsHome.response,
  )
const search = (params: Record<string, string>, locale: 'en' | 'ar' = 'en') =>
  okBody(
    consumer(`/api/v2/events/search?${query(params)}`, undefined, { locale }),
    endpoints.eventSearch.response,
  )
const list = (request: EventListRequest, locale: 'en' | 'ar' = 'en') =>
  okBody(consumer('/api/v2/events/list', request, { locale }), endpoints.eventList.response)
const shows = (event: string, currency = 'SAR', locale: 'en' | 'ar' = 'en') =>
  okBody(consumer('/api/v2/events/shows', { event, currency }, { locale }), endpoints.eventShows.response)

describe('events home and categories', () => {
  it('features the home page’s events: the same slugs, dates and lowest prices as the settings', async () => {
    const events = await home()
    const settings = endpoints.settings.response.parse(
      (await server.request('/api/v2/settings/index', { json: { groups: ['home'] } })).body,
    ).settings.home!.featuredEvents
    expect(events.featured.map((event) => event.slug)).toEqual(settings.map((event) => event.slug))
    for (const featured of settings) {
      const event = events.featured.find((candidate) => candidate.slug === featured.slug)!
      expect(event.priceFrom).toEqual(featured.priceFrom)
      expect([event.startsOn, event.endsOn, event.title]).toEqual([
        featured.startsOn,
        featured.endsOn,
        featured.title.en,
      ])
    }
  })

  it('lists every category with its upcoming count, an empty one among them, and the cities', async () => {
    const events = await home()
    expect(events.categories.length).toBe(16)
    const count = (id: string) => events.categories.find((category) => category.id === id)!.upcoming
    expect(count('football')).toBe(3)
    expect(count('wellness')).toBe(0)
    expect(events.cities.map((city) => city.id).sort()).toEqual(['AlUla', 'Diriyah', 'Jeddah', 'Riyadh'])
    const starts = events.upcoming.map((event) => event.startsOn)
    expect(starts).toEqual([...starts].sort())
    expect(starts[0]! >= daysFromToday(0)).toBe(true)
    const categories = await okBody(
      consumer('/api/v2/events/categories', undefined, { locale: 'ar' }),
      endpoints.eventCategories.response,
    )
    expect(categories.categories.find((category) => category.id === 'football')).toEqual({
      id: 'football',
      name: 'كرة القدم',
      upcoming: 3,
      art: 'football',
    })
  })

  it('prices in the caller’s currency and refuses an unknown one', async () => {
    const [sar, usd] = [await home(), await home('USD')]
    const soundstorm = (events: typeof sar) => events.featured.find((event) => event.id === 'soundstorm')!
    expect(soundstorm(sar).priceFrom).toEqual({ amount: 13500, currency: 'SAR' })
    expect(soundstorm(usd).priceFrom!.currency).toBe('USD')
    expect(soundstorm(usd).priceFrom!.amount).toBeGreaterThan(3000)
    expect(soundstorm(usd).priceFrom!.amount).toBeLessThan(4000)
    const refused = await consumer('/api/v2/events/home?currency=XXX')
    expect(refused.status).toBe(400)
    expect(fieldErrors(refused.body)).toEqual({ currency: messages.invalidCurrency })
  })
})

describe('event search', () => {
  it('finds events by name as the visitor types, in English or Arabic', async () => {
    expect((await search({ q: 'sound' })).events.map((event) => event.slug)).toEqual([
      'mdlbeast-soundstorm-2026',
    ])
    const arabic = await search({ q: 'ساوندستورم' }, 'ar')
    expect(arabic.events.map((event) => event.title)).toEqual(['ساوندستورم من ميدل بيست 2026'])
    // Letter variants fold: "الاهلي" finds "الأهلي".
    expect((await search({ q: 'الاهلي' })).events.map((event) => event.id)).toEqual(['jeddah-derby'])
    expect((await search({ q: 'no such event' })).events).toEqual([])
  })

  it('narrows by city and dates', async () => {
    const jeddah = await search({ city: 'Jeddah' })
    expect(jeddah.events.length).toBeGreaterThan(2)
    expect(new Set(jeddah.events.map((event) => event.city))).toEqual(new Set(['Jeddah']))
    const derbyDay = daysFromToday(9)
    const onDay = await search({ from: derbyDay, to: derbyDay, city: 'Riyadh' })
    expect(onDay.events.map((event) => event.id)).toContain('riyadh-derby')
    expect(onDay.events.map((event) => event.id)).not.toContain('nassr-ettifaq')
  })

  it('refuses dates in the wrong order, in the caller’s language', async () => {
    const refused = await consumer(
      `/api/v2/events/search?${query({ from: daysFromToday(5), to: daysFromToday(2) })}`,
      undefined,
      { locale: 'ar' },
    )
    expect(refused.status).toBe(400)
    expect(fieldErrors(refused.body)).toEqual({ to: messagesAr.returnBeforeDeparture })
    const badDate = await consumer(`/api/v2/events/search?${query({ from: 'tomorrow' })}`)
    expect(fieldErrors(badDate.body)).toEqual({ from: messages.invalidValue })
  })
})

describe('category listing', () => {
  it('sorts a category’s events by date, price and popularity', async () => {
    const byDate = await list({ category: 'football' })
    expect(byDate.total).toBe(3)
    expect(byDate.events.map((event) => event.startsOn)).toEqual(
      [...byDate.events.map((event) => event.startsOn)].sort(),
    )
    const low = (await list({ category: 'football', sort: 'price_low' })).events.map(
      (event) => event.priceFrom!.amount,
    )
    expect(low).toEqual([...low].sort((a, b) => a - b))
    const high = (await list({ category: 'football', sort: 'price_high' })).events.map(
      (event) => event.priceFrom!.amount,
    )
    expect(high).toEqual([...low].reverse())
    const popular = await list({ category: 'football', sort: 'popular' })
    expect(popular.events.map((event) => event.id).sort()).toEqual(
      byDate.events.map((event) => event.id).sort(),
    )
  })

  it('filters by city, dates and price, with the whole category’s cities and price range', async () => {
    const all = await list({ category: 'football', currency: 'SAR' })
    expect(all.cities.map((city) => city.id).sort()).toEqual(['Jeddah', 'Riyadh'])
    expect(all.priceRange).toEqual({
      min: { amount: 3000, currency: 'SAR' },
      max: { amount: 5000, currency: 'SAR' },
    })
    const jeddah = await list({ category: 'football', city: 'Jeddah' })
    expect(jeddah.events.map((event) => event.id)).toEqual(['jeddah-derby'])
    expect(jeddah.cities).toEqual(all.cities)
    const cheap = await list({ category: 'football', priceMax: 4500 })
    expect(cheap.events.map((event) => event.id).sort()).toEqual(['jeddah-derby', 'nassr-ettifaq'])
    const dear = await list({ category: 'football', priceMin: 4600 })
    expect(dear.events.map((event) => event.id)).toEqual(['riyadh-derby'])
    const later = await list({ category: 'football', from: daysFromToday(20) })
    expect(later.events.map((event) => event.id)).toEqual(['nassr-ettifaq'])
  })

  it('pages the listing', async () => {
    const first = await list({ category: 'festivals' })
    expect(first.pageSize).toBe(EVENT_PAGE_SIZE)
    const beyond = await list({ category: 'festivals', page: 2 })
    expect(beyond).toMatchObject({ page: 2, total: first.total, events: [] })
  })

  it('answers an empty category with no events, and an unknown one with 404', async () => {
    const wellness = await list({ category: 'wellness' }, 'ar')
    expect(wellness).toMatchObject({ events: [], total: 0, cities: [], priceRange: null })
    expect(wellness.category).toMatchObject({ name: 'استجمام وعافية', upcoming: 0 })
    const unknown = await consumer('/api/v2/events/list', { category: 'opera' }, { locale: 'ar' })
    expect(unknown).toMatchObject({ status: 404, body: { message: messagesAr.notFound } })
  })

  it('refuses a bad listing request, naming each field', async () => {
    const refused = await consumer('/api/v2/events/list', {
      category: '',
      page: 0,
      sort: 'cheapest',
      priceMin: -1,
    })
    expect(refused.status).toBe(400)
    expect(fieldErrors(refused.body)).toEqual({
      category: messages.requiredField,
      page: messages.invalidValue,
      sort: messages.invalidValue,
      priceMin: messages.invalidValue,
    })
  })
})

describe('event shows', () => {
  it('gives an event by slug or id with its venue, gallery, rules and shows', async () => {
    const bySlug = await shows('mdlbeast-soundstorm-2026')
    expect(await shows('soundstorm')).toEqual(bySlug)
    const { event } = bySlug
    expect(event).toMatchObject({
      namedTickets: false,
      minimumAge: 16,
      shareUrl: '/events/detail/mdlbeast-soundstorm-2026',
      venue: { id: 'banban', kind: 'Festival grounds', city: 'Riyadh' },
    })
    expect(event.gallery.length).toBeGreaterThanOrEqual(3)
    expect(event.gallery[0]!.srcset).toBe(
      '/api/v2/events/images/soundstorm/1.webp 1x, /api/v2/events/images/soundstorm/1@2x.webp 2x',
    )
    expect(bySlug.shows.map((show) => show.label)).toEqual(['Day 1', 'Day 2', 'Day 3'])
    expect(bySlug.shows[0]!.startsAt).toBe(`${daysFromToday(13)}T16:00:00+03:00`)
    expect(bySlug.shows[0]!.passes.map((pass) => pass.name)).toEqual(['Storm Chaser', 'Storm Blazer', 'VIP'])
    expect(bySlug.shows[2]!.passes[2]).toMatchObject({
      availability: 'sold_out',
      left: null,
      perOrderLimit: 0,
    })
    const arabic = await shows('soundstorm', 'SAR', 'ar')
    expect(arabic.event.venue.name).toBe('بنبان')
    expect(arabic.shows[0]!.label).toBe('اليوم 1')
    expect(arabic.shows[0]!.passes[2]!.includes).toContain('مرطبات مجانية')
  })

  it('shows sold-out and few-left passes with their limits', async () => {
    const derby = await shows('al-hilal-v-al-nassr')
    expect(derby.event.namedTickets).toBe(true)
    const [categoryOne, categoryTwo, categoryThree] = derby.shows[0]!.passes
    expect(categoryOne).toMatchObject({ availability: 'sold_out', left: null, perOrderLimit: 0 })
    expect(categoryTwo).toMatchObject({ availability: 'few_left', left: 12, perOrderLimit: 6 })
    expect(categoryTwo!.left).toBeLessThanOrEqual(EVENT_FEW_LEFT)
    expect(categoryThree).toMatchObject({ availability: 'available', left: null, perOrderLimit: 6 })
  })

  it('answers an unknown event 404 and an over event with no shows on sale', async () => {
    const unknown = await consumer('/api/v2/events/shows', { event: 'no-such-event' }, { locale: 'ar' })
    expect(unknown).toMatchObject({ status: 404, body: { message: messagesAr.eventNotFound } })
    expect((await shows('alula-wellness-festival')).shows).toEqual([])
    const missing = await consumer('/api/v2/events/shows', {})
    expect(fieldErrors(missing.body)).toEqual({ event: messages.requiredField })
    expect(serverMessages.eventNotFound).toBe('Event not found')
  })

  it('serves the gallery’s pictures as webp at 1x and 2x', async () => {
    const { event } = await shows('soundstorm')
    for (const [path, width] of [
      [event.gallery[0]!.src, 640],
      [event.gallery[0]!.srcset.split(', ')[1]!.split(' ')[0]!, 1280],
    ] as const) {
      const response = await fetch(`${server.url}${path}`)
      expect(response.headers.get('content-type')).toBe('image/webp')
      const bytes = new Uint8Array(await response.arrayBuffer())
      expect(new TextDecoder().decode(bytes.subarray(8, 12))).toBe('WEBP')
      const sharp = (await import('sharp')).default
      expect((await sharp(bytes).metadata()).width).toBe(width)
    }
    const beyond = await fetch(
      `${server.url}/api/v2/events/images/soundstorm/${event.gallery.length + 1}.webp`,
    )
    expect(beyond.status).toBe(404)
  })
})
