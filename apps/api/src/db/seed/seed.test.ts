import { eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { countRows } from '../../testing/rows'
import { startTestServer } from '../../testing/testServer'
import type { TestServer } from '../../testing/testServer'
import {
  airlines,
  airports,
  alliances,
  cities,
  countries,
  currencies,
  hotelRoomTypes,
  hotels,
  pages,
  railLines,
  railStations,
  redirects,
  settings,
  widgets,
} from '../schema'
import { seedDatabase } from '.'

let server: TestServer
beforeAll(async () => {
  server = await startTestServer()
})
afterAll(() => server.close())

const tables = {
  airlines,
  airports,
  alliances,
  cities,
  countries,
  currencies,
  hotelRoomTypes,
  hotels,
  pages,
  railLines,
  railStations,
  redirects,
  settings,
  widgets,
}
const countAll = async (): Promise<Record<string, number>> =>
  Object.fromEntries(
    await Promise.all(
      Object.entries(tables).map(async ([name, table]) => [name, await countRows(server.db, table)] as const),
    ),
  )

describe('seedDatabase', () => {
  it('loads the reference inventory', async () => {
    expect(await countAll()).toMatchObject({
      airlines: 42,
      airports: 82,
      alliances: 3,
      currencies: 23,
      hotels: 49,
      pages: 5,
      railLines: 3,
      railStations: 15,
      widgets: 4,
    })
    expect(await server.db.$count(airports, eq(airports.domestic, true))).toBe(28)
    expect(await server.db.$count(cities)).toBeGreaterThan(30)
    const [saudia] = await server.db.select().from(airlines).where(eq(airlines.iata, 'SV'))
    expect(saudia).toMatchObject({ allianceId: 'skyteam', saudi: true, countryCode: 'SA' })
    const [raffles] = await server.db.select().from(hotels).where(eq(hotels.id, 'mak-raffles'))
    expect(raffles).toMatchObject({ city: 'Makkah', cityAr: 'مكة المكرمة', stars: 5, checkInTime: '16:00' })
    const rooms = await server.db
      .select()
      .from(hotelRoomTypes)
      .where(eq(hotelRoomTypes.hotelId, 'mak-raffles'))
    expect(rooms.map((room) => room.code)).toContain('suite')
    expect(rooms.every((room) => room.rooms > 0)).toBe(true)
  })

  it('changes nothing when run again, not even update times', async () => {
    const counts = await countAll()
    const pageTimes = await server.db.select({ slug: pages.slug, updatedAt: pages.updatedAt }).from(pages)
    await seedDatabase(server.db, server.config)
    expect(await countAll()).toEqual(counts)
    expect(await server.db.select({ slug: pages.slug, updatedAt: pages.updatedAt }).from(pages)).toEqual(
      pageTimes,
    )
  })

  it('restores edited reference rows', async () => {
    await server.db.update(currencies).set({ ratePerSar: 99 }).where(eq(currencies.code, 'USD'))
    await server.db.update(widgets).set({ enabled: true }).where(eq(widgets.id, 'disabled-demo'))
    await seedDatabase(server.db, server.config)
    const [usd] = await server.db.select().from(currencies).where(eq(currencies.code, 'USD'))
    expect(usd!.ratePerSar * 3.75).toBeCloseTo(1, 4)
    const [widget] = await server.db.select().from(widgets).where(eq(widgets.id, 'disabled-demo'))
    expect(widget!.enabled).toBe(false)
  })
})
