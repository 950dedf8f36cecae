import { serverMessages } from '@rihla/api-contract'
import type { Locale } from '@rihla/api-contract'
import type { EventShows, eventShowsRequestSchema } from '@rihla/api-contract/events'
import type { z } from 'zod/mini'
import type { Db } from '../../db/client'
import { ServiceError } from '../../errors'
import { viewOf } from './browse'
import { eventOnSale } from './stock'
import { toDetail, toShow } from './views'

/** POST /api/v2/events/shows: an event by id or slug, with its shows on sale and their passes. */
export async function eventShows(
  db: Db,
  request: z.output<typeof eventShowsRequestSchema>,
  locale: Locale,
  now: Date,
): Promise<EventShows> {
  const view = await viewOf(db, locale, request.currency)
  const entry = await eventOnSale(db, request.event, now)
  if (!entry) throw new ServiceError('not_found', serverMessages.eventNotFound)
  return {
    event: toDetail(entry, view),
    shows: entry.shows.map(({ show, passes }) => toShow(show, passes, view)),
  }
}
