import * as z from 'zod/mini'

/** builds/latest.json, which every deploy writes. */
export const latestBuildSchema = z.object({ id: z.string(), timestamp: z.number() })
