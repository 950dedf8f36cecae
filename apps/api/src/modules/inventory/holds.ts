import { and, eq, gt, inArray, isNotNull, isNull, like, lte, or } from 'drizzle-orm'
import type { Db } from '../../db/client'
import { inventoryHolds } from '../../db/schema'
import type { InventoryResourceType } from '../../db/schema'

export interface Resource {
  resourceType: InventoryResourceType
  /** The vertical's own name of the resource, e.g. `seat:SV1024:2026-05-01:14A`. */
  resourceKey: string
}

/**
 * Holds a resource until `expiresAt` and answers the hold's id, or null when another open hold has it.
 * The partial unique index on open holds admits one per resource, so of any number of concurrent
 * requests exactly one gets it. A hold that lapsed without a booking is released first, so its
 * resource sells again.
 */
export async function holdResource(tx: Db, resource: Resource, expiresAt: Date, now: Date) {
  await tx
    .update(inventoryHolds)
    .set({ releasedAt: now })
    .where(
      and(
        eq(inventoryHolds.resourceType, resource.resourceType),
        eq(inventoryHolds.resourceKey, resource.resourceKey),
        isNull(inventoryHolds.bookingId),
        isNull(inventoryHolds.releasedAt),
        lte(inventoryHolds.expiresAt, now),
      ),
    )
  const [hold] = await tx
    .insert(inventoryHolds)
    .values({ ...resource, expiresAt, createdAt: now })
    .onConflictDoNothing()
    .returning({ id: inventoryHolds.id })
  return hold?.id ?? null
}

/**
 * The open holds on resources whose keys start with `prefix` (a flight's seats, a hotel's rooms). With
 * `booked`, holds a booking has taken count until they are released, even past the booking's payment
 * window: a confirmed booking keeps its rooms, and an unpaid one keeps them until it is expired.
 */
export function openHoldsUnder(
  db: Db,
  resourceType: InventoryResourceType,
  prefix: string,
  now: Date,
  { booked = false }: { booked?: boolean } = {},
): Promise<{ id: string; resourceKey: string }[]> {
  const alive = gt(inventoryHolds.expiresAt, now)
  return db
    .select({ id: inventoryHolds.id, resourceKey: inventoryHolds.resourceKey })
    .from(inventoryHolds)
    .where(
      and(
        eq(inventoryHolds.resourceType, resourceType),
        like(inventoryHolds.resourceKey, `${prefix}%`),
        isNull(inventoryHolds.releasedAt),
        booked ? or(alive, isNotNull(inventoryHolds.bookingId)) : alive,
      ),
    )
}

/**
 * The held seats under `prefix` (`train:2026-12-01:`), grouped by the next part of their key (the train
 * or departure), booked ones included; holds whose ids are in `mine` count as free (the asker's own).
 */
export async function heldSeatsByGroup(
  db: Db,
  prefix: string,
  now: Date,
  mine: ReadonlySet<string> = new Set(),
): Promise<Map<string, Set<string>>> {
  const held = new Map<string, Set<string>>()
  for (const hold of await openHoldsUnder(db, 'seat', prefix, now, { booked: true })) {
    if (mine.has(hold.id)) continue
    const [group, seat] = hold.resourceKey.slice(prefix.length).split(':') as [string, string]
    held.set(group, (held.get(group) ?? new Set()).add(seat))
  }
  return held
}

/**
 * Holds the first of `candidates` nobody holds, trying them in the order given, and answers it; null
 * when every one is held. For interchangeable units (a room type's rooms on a night): callers that try
 * units in one agreed order wait on each other rather than deadlock.
 */
export async function holdAnyOf(tx: Db, candidates: readonly Resource[], expiresAt: Date, now: Date) {
  for (const resource of candidates) {
    const holdId = await holdResource(tx, resource, expiresAt, now)
    if (holdId) return { holdId, resource }
  }
  return null
}

/**
 * Holds every one of `resources` or none: they are taken in one agreed order (by key), so concurrent
 * requests for overlapping seats queue rather than deadlock, and the first one already held makes the
 * answer null (the caller's transaction then rolls back what was taken). A traveller choosing seats
 * together gets them all or is told one was taken.
 */
export async function holdAll(tx: Db, resources: readonly Resource[], expiresAt: Date, now: Date) {
  const ordered = [...resources].sort((a, b) => a.resourceKey.localeCompare(b.resourceKey))
  const held: { holdId: string; resource: Resource }[] = []
  for (const resource of ordered) {
    const holdId = await holdResource(tx, resource, expiresAt, now)
    if (!holdId) return null
    held.push({ holdId, resource })
  }
  return held
}

/** A seat a traveller holds, by the vertical's own name of it (`3-12A`). */
export interface SeatHold {
  holdId: string
  seat: string
}

/**
 * Moves a traveller's held seats to exactly `wanted`, in that order: seats still wanted keep their
 * holds, the others are released and the new ones are held all or none (null when one was taken; the
 * caller's transaction then rolls back, releases included).
 */
export async function reholdSeats(
  tx: Db,
  current: readonly SeatHold[],
  wanted: readonly string[],
  keyOf: (seat: string) => string,
  expiresAt: Date,
  now: Date,
): Promise<SeatHold[] | null> {
  const keep = current.filter((hold) => wanted.includes(hold.seat))
  const fresh = wanted.filter((seat) => !keep.some((hold) => hold.seat === seat))
  await releaseHolds(
    tx,
    current.filter((hold) => !keep.includes(hold)).map((hold) => hold.holdId),
    now,
  )
  const got = await holdAll(
    tx,
    fresh.map((seat) => ({ resourceType: 'seat' as const, resourceKey: keyOf(seat) })),
    expiresAt,
    now,
  )
  if (!got) return null
  const byKey = new Map(got.map((held) => [held.resource.resourceKey, held.holdId]))
  const bySeat = new Map(keep.map((hold) => [hold.seat, hold.holdId]))
  for (const seat of fresh) bySeat.set(seat, byKey.get(keyOf(seat))!)
  return wanted.map((seat) => ({ seat, holdId: bySeat.get(seat)! }))
}

/**
 * Adds holds on the first free of `candidates` (seats in the order they are offered) until there are
 * `count`: travellers who chose no seat get one. Null when too few are left.
 */
export async function topUpSeats(
  tx: Db,
  held: readonly SeatHold[],
  candidates: readonly string[],
  count: number,
  keyOf: (seat: string) => string,
  expiresAt: Date,
  now: Date,
): Promise<SeatHold[] | null> {
  const holds = [...held]
  const seatOf = new Map<string, string>()
  let offered: Resource[] = []
  for (const seat of candidates) {
    if (holds.some((hold) => hold.seat === seat)) continue
    seatOf.set(keyOf(seat), seat)
    offered.push({ resourceType: 'seat', resourceKey: keyOf(seat) })
  }
  while (holds.length < count) {
    const got = await holdAnyOf(tx, offered, expiresAt, now)
    if (!got) return null
    offered = offered.slice(offered.indexOf(got.resource) + 1)
    holds.push({ holdId: got.holdId, seat: seatOf.get(got.resource.resourceKey)! })
  }
  return holds
}

/** Ends holds now, whoever they were for. */
export async function releaseHolds(db: Db, holdIds: readonly string[], now: Date) {
  if (!holdIds.length) return
  await db
    .update(inventoryHolds)
    .set({ releasedAt: now })
    .where(and(inArray(inventoryHolds.id, [...holdIds]), isNull(inventoryHolds.releasedAt)))
}

/** Ends the holds a booking took: its seats or rooms go back on sale (a cancelled booking). */
export async function releaseBookingHolds(db: Db, bookingId: string, now: Date) {
  await db
    .update(inventoryHolds)
    .set({ releasedAt: now })
    .where(and(eq(inventoryHolds.bookingId, bookingId), isNull(inventoryHolds.releasedAt)))
}

/** Moves the end of holds not yet taken by a booking: a live search keeps them, an ended one lets them lapse. */
export async function extendHolds(db: Db, holdIds: readonly string[], expiresAt: Date) {
  if (!holdIds.length) return
  await db
    .update(inventoryHolds)
    .set({ expiresAt })
    .where(
      and(
        inArray(inventoryHolds.id, [...holdIds]),
        isNull(inventoryHolds.bookingId),
        isNull(inventoryHolds.releasedAt),
      ),
    )
}

/** Gives holds to a booking: they now wait for its payment and go back on sale if it expires unpaid. */
export async function attachHolds(db: Db, holdIds: readonly string[], bookingId: string, expiresAt: Date) {
  if (!holdIds.length) return
  await db
    .update(inventoryHolds)
    .set({ bookingId, expiresAt })
    .where(inArray(inventoryHolds.id, [...holdIds]))
}
