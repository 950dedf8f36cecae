// After the load: what the database says about the run's travellers' bookings, read in SQL. Each
// answer is a count of things that must not exist (and a few counts that show what there was).

/** Statuses of a booking that holds its seat, room or pass: waiting for payment, paying or paid. */
const HOLDING = ['Pending', 'Processing', 'Confirmed']

/** Every pass's tickets counted as sold, by id: compared before and after the run. */
export async function passesSold(sql) {
  const rows = await sql`select id, sold, capacity from event_passes`
  return new Map(rows.map((row) => [row.id, { sold: row.sold, capacity: row.capacity }]))
}

/**
 * The checks of the run's bookings (those of `userIds`), with `passesBefore` as passesSold read before
 * the load. Counts: bookings charged more than once, seats or rooms held by two bookings (or a paid
 * booking's given back), passes sold past capacity or not matching their bookings' tickets, bookings
 * left in Processing, bookings with a succeeded payment that are not Confirmed.
 */
export async function databaseFindings(sql, userIds, passesBefore) {
  const [bookings] = await sql`
    select count(*)::int as all,
           count(*) filter (where status = 'Confirmed')::int as confirmed,
           count(*) filter (where status = 'Processing')::int as processing
    from bookings where user_id = any(${userIds}::uuid[])`
  const chargedTwice = await sql`
    select p.booking_id from charges c join payments p on p.id = c.payment_id
    where p.user_id = any(${userIds}::uuid[])
    group by p.booking_id having count(*) > 1`
  const succeededTwice = await sql`
    select booking_id from payments
    where user_id = any(${userIds}::uuid[]) and status = 'succeeded'
    group by booking_id having count(*) > 1`
  const paidNotConfirmed = await sql`
    select distinct b.id from bookings b join payments p on p.booking_id = b.id
    where b.user_id = any(${userIds}::uuid[]) and p.status = 'succeeded' and b.status <> 'Confirmed'`
  // Every hold of the run's bookings that still hold their resource: no resource twice, and none of a
  // paid booking given back to sale (it could then be sold again).
  const soldTwice = await sql`
    select h.resource_type, h.resource_key from inventory_holds h join bookings b on b.id = h.booking_id
    where b.status = any(${HOLDING}::booking_status[])
    group by h.resource_type, h.resource_key having count(distinct b.id) > 1`
  const paidReleased = await sql`
    select h.id from inventory_holds h join bookings b on b.id = h.booking_id
    where b.user_id = any(${userIds}::uuid[]) and b.status = 'Confirmed' and h.released_at is not null`
  const holds = await sql`
    select h.resource_type as type, count(*)::int as count from inventory_holds h
    join bookings b on b.id = h.booking_id
    where b.user_id = any(${userIds}::uuid[]) and b.status = 'Confirmed'
    group by h.resource_type order by 1`
  // Passes: the tickets of the run's bookings that still hold them, per pass, against how far `sold` rose.
  const tickets = await sql`
    select line->>'passId' as pass_id, sum((line->>'quantity')::int)::int as quantity
    from event_bookings e join bookings b on b.id = e.booking_id,
         jsonb_array_elements(e.lines) as line
    where b.user_id = any(${userIds}::uuid[]) and b.status = any(${HOLDING}::booking_status[])
      and e.released_at is null
    group by 1`
  const passesAfter = await passesSold(sql)
  const ticketsOf = new Map(tickets.map((row) => [row.pass_id, row.quantity]))
  let passesWrong = 0
  let ticketsSold = 0
  for (const [id, after] of passesAfter) {
    const rose = after.sold - (passesBefore.get(id)?.sold ?? 0)
    const booked = ticketsOf.get(id) ?? 0
    ticketsSold += booked
    if (after.sold > after.capacity || rose !== booked) passesWrong += 1
  }
  return {
    bookings: bookings.all,
    confirmed: bookings.confirmed,
    processing: bookings.processing,
    chargedTwice: chargedTwice.length + succeededTwice.length,
    paidNotConfirmed: paidNotConfirmed.length,
    soldTwice: soldTwice.length + paidReleased.length,
    heldSold: Object.fromEntries(holds.map((row) => [row.type, row.count])),
    ticketsSold,
    passesWrong,
  }
}

/** Each run's final booking statuses, by user: to compare with what each user's channel delivered. */
export async function finalStatuses(sql, userIds) {
  return sql`
    select id as uuid, user_id, status, created_at, updated_at from bookings
    where user_id = any(${userIds}::uuid[])`
}

/**
 * Watches job_runs while the load runs: every claim of each job, as the database timed it (a run is
 * claimed at least 0.9 of an interval after the last, so a poll every 200 ms sees each one). Returns
 * `stop()`, which resolves with `{ name: [claimedAt ms…] }`.
 */
export function watchJobs(sql) {
  const claims = {}
  let stopped = false
  const loop = (async () => {
    while (!stopped) {
      try {
        for (const row of await sql`select name, claimed_at from job_runs`) {
          const at = row.claimed_at.getTime()
          claims[row.name] ??= []
          if (!claims[row.name].includes(at)) claims[row.name].push(at)
        }
      } catch {
        // The database is restarting: the claims made meanwhile are read once it is back.
      }
      await new Promise((resolve) => setTimeout(resolve, 200))
    }
  })()
  return async () => {
    stopped = true
    await loop
    return claims
  }
}
