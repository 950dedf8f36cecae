import type { Db } from '../client'
import { airlines, airports, alliances, railLines, railStations } from '../schema'
import airlineData from './data/airlines.json' with { type: 'json' }
import airportData from './data/airports.json' with { type: 'json' }
import allianceData from './data/alliances.json' with { type: 'json' }
import railData from './data/rail.json' with { type: 'json' }
import { upsert } from './upsert'

/** The 28 Saudi airports, the international destinations served from them, airlines, alliances and rail. */
export async function seedTravel(db: Db) {
  await upsert(db, airports, airportData, airports.iata)
  await upsert(db, alliances, allianceData, alliances.id)
  await upsert(db, airlines, airlineData, airlines.iata)
  await upsert(
    db,
    railLines,
    railData.map(({ stations: _stations, ...line }) => line),
    railLines.id,
  )
  await upsert(
    db,
    railStations,
    railData.flatMap((line) =>
      line.stations.map((station, position) => ({ ...station, lineId: line.id, position })),
    ),
    railStations.id,
  )
}
