import { todayInSaudiArabia } from '@rihla/api-contract/passenger'
import { eventInventoryOn } from '../../modules/events/inventory'
import type { Db } from '../client'
import { eventPasses, eventShows, events } from '../schema'
import { upsert } from './upsert'

/**
 * The events catalogue with its shows dated from today, so every event stays upcoming. Seeding again
 * keeps what each pass has sold: bookings made since stand.
 */
export async function seedEvents(db: Db, now: Date = new Date()) {
  const inventory = eventInventoryOn(todayInSaudiArabia(now))
  await upsert(db, events, inventory.events, events.id)
  await upsert(db, eventShows, inventory.shows, eventShows.id)
  await upsert(db, eventPasses, inventory.passes, eventPasses.id, { keep: [eventPasses.sold] })
}
