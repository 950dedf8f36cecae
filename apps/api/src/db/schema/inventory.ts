import { sql } from 'drizzle-orm'
import { index, pgEnum, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core'
import { bookings } from './bookings'
import { createdAt } from './columns'

export const INVENTORY_RESOURCE_TYPES = ['seat', 'room', 'pass'] as const
export type InventoryResourceType = (typeof INVENTORY_RESOURCE_TYPES)[number]
export const inventoryResourceType = pgEnum('inventory_resource_type', INVENTORY_RESOURCE_TYPES)

/**
 * A seat, room or pass held for a traveller. The partial unique index allows one open hold per
 * resource, so two concurrent bookings can never both hold it; a hold ends when released (booking
 * expired or cancelled, or the hold lapsed before a booking was made).
 */
export const inventoryHolds = pgTable(
  'inventory_holds',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    /** Null while the traveller is still choosing (a seat picked before the booking exists). */
    bookingId: uuid('booking_id').references(() => bookings.id, { onDelete: 'cascade' }),
    resourceType: inventoryResourceType('resource_type').notNull(),
    /** The vertical's own name of the resource, e.g. `train:SAR-1234:2026-05-01:C3-14A`. */
    resourceKey: text('resource_key').notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    releasedAt: timestamp('released_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('inventory_holds_open_resource_unique')
      .on(t.resourceType, t.resourceKey)
      .where(sql`${t.releasedAt} is null`),
    index('inventory_holds_booking_id_idx').on(t.bookingId),
    index('inventory_holds_open_expires_at_idx')
      .on(t.expiresAt)
      .where(sql`${t.releasedAt} is null`),
  ],
)
