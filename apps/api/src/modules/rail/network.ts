import type { Locale } from '@rihla/api-contract'
import type { TrainStation } from '@rihla/api-contract/trains'
import { asc } from 'drizzle-orm'
import type { Db } from '../../db/client'
import { railLines, railStations } from '../../db/schema'
import { LINE_RULES } from './lines'
import type { LineRules } from './lines'

export type StationRow = typeof railStations.$inferSelect
export type LineRow = typeof railLines.$inferSelect

export interface RailNetwork {
  lines: (LineRow & { rules: LineRules; stations: StationRow[] })[]
  station: (id: string) => StationRow | undefined
}

/** The seeded lines and stations, each line with how it runs. */
export async function railNetworkOf(db: Db): Promise<RailNetwork> {
  const [lines, stations] = await Promise.all([
    db.select().from(railLines),
    db.select().from(railStations).orderBy(asc(railStations.lineId), asc(railStations.position)),
  ])
  const byId = new Map(stations.map((station) => [station.id, station]))
  return {
    lines: LINE_RULES.flatMap((rules) => {
      const line = lines.find((candidate) => candidate.id === rules.id)
      if (!line) return []
      return [{ ...line, rules, stations: stations.filter((station) => station.lineId === line.id) }]
    }),
    station: (id) => byId.get(id),
  }
}

export const toStation = (row: StationRow, locale: Locale): TrainStation => ({
  id: row.id,
  name: locale === 'ar' ? row.nameAr : row.nameEn,
  city: locale === 'ar' ? row.cityAr : row.cityEn,
  line: row.lineId,
})
