import { EVENT_MAX_TICKETS } from '@rihla/api-contract/events'
import type { EventPass, EventShow } from '@rihla/api-contract/events'
import type { TicketLine } from '@rihla/api-contract/event-booking'
import type { Money } from '@rihla/api-contract'

// The pass selection's arithmetic (SPEC.md §3, the ticket line: a pass and how many): how many of a
// pass the order may still take, why not one more, and the lines and total the quote is asked for. The
// server checks the same limits again; these only keep the traveller from asking for what it refuses.

/** How many of each pass (by id) the traveller has chosen. */
export type Quantities = Readonly<Record<string, number>>

/** Why a pass takes no more tickets in this order. */
export type PassLimit = 'sold_out' | 'pass_limit' | 'left' | 'order_limit'

/** Every ticket chosen, whatever its pass. */
export const ticketCount = (quantities: Quantities) =>
  Object.values(quantities).reduce((sum, quantity) => sum + quantity, 0)

const othersThan = (pass: EventPass, quantities: Quantities) =>
  ticketCount(quantities) - (quantities[pass.id] ?? 0)

/** The most of this pass the order can hold: its own limit, what is left, and the order's room. */
export function passMaximum(pass: EventPass, quantities: Quantities): number {
  if (pass.availability === 'sold_out') return 0
  const room = EVENT_MAX_TICKETS - othersThan(pass, quantities)
  return Math.max(0, Math.min(pass.perOrderLimit, pass.left ?? Number.POSITIVE_INFINITY, room))
}

/** Why one more of this pass cannot be added, or null while it can. The tightest limit is named. */
export function passLimit(pass: EventPass, quantities: Quantities): PassLimit | null {
  if (pass.availability === 'sold_out') return 'sold_out'
  const chosen = quantities[pass.id] ?? 0
  if (chosen < passMaximum(pass, quantities)) return null
  if (chosen + othersThan(pass, quantities) >= EVENT_MAX_TICKETS) return 'order_limit'
  if (pass.left !== null && chosen >= pass.left && pass.left <= pass.perOrderLimit) return 'left'
  return 'pass_limit'
}

/** The quote's ticket lines: the show's passes in its order, those with at least one ticket. */
export const ticketLines = (show: EventShow, quantities: Quantities): TicketLine[] =>
  show.passes.flatMap((pass) => {
    const quantity = quantities[pass.id] ?? 0
    return quantity > 0 ? [{ passId: pass.id, quantity }] : []
  })

/** What the chosen tickets come to before fees, in the passes' currency; null when none is chosen. */
export function ticketsTotal(show: EventShow, quantities: Quantities): Money | null {
  const lines = ticketLines(show, quantities)
  const first = show.passes.find((pass) => pass.id === lines[0]?.passId)
  if (!first) return null
  const amount = lines.reduce(
    (sum, line) => sum + line.quantity * show.passes.find((pass) => pass.id === line.passId)!.price.amount,
    0,
  )
  return { amount, currency: first.price.currency }
}

/** The quantities that still fit a show's passes (after another show is chosen), none above its maximum. */
export function quantitiesFor(show: EventShow, quantities: Quantities): Quantities {
  const kept: Record<string, number> = {}
  for (const pass of show.passes) {
    const quantity = Math.min(quantities[pass.id] ?? 0, passMaximum(pass, kept))
    if (quantity > 0) kept[pass.id] = quantity
  }
  return kept
}

/** One ticket of a quote, for its attendee: its pass, and which of that pass's tickets it is. */
export interface TicketSlot {
  passId: string
  passName: string
  /** 1 for the first ticket of this pass. */
  number: number
}

/** A ticket slot per ticket of the quote's lines, in their order: one attendee each. */
export const ticketSlots = (lines: readonly { pass: { id: string; name: string }; quantity: number }[]) =>
  lines.flatMap(({ pass, quantity }) =>
    Array.from({ length: quantity }, (_, index): TicketSlot => ({
      passId: pass.id,
      passName: pass.name,
      number: index + 1,
    })),
  )
