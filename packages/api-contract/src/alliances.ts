import { z } from 'zod/mini'

/** The frequent-flyer alliances of the reference data (the `alliances` table). */
export const ALLIANCE_CODES = ['skyteam', 'star', 'oneworld'] as const
export const allianceCodeSchema = z.enum(ALLIANCE_CODES)
export type AllianceCode = z.infer<typeof allianceCodeSchema>
