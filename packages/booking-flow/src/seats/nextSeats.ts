// What a press on a seat asks the server to hold: the seats chosen so far with that one added (or, for
// a seat already chosen, without it). Exactly one seat per seated traveller: once every traveller has
// one, another seat is refused until one is let go, so a press never silently moves someone.

export type SeatPress = { kind: 'hold'; seats: string[] } | { kind: 'full' }

/** The seats to hold after a press on `seatId`, given those held and the number of seated travellers. */
export function nextSeats(held: readonly string[], seatId: string, count: number): SeatPress {
  if (held.includes(seatId)) return { kind: 'hold', seats: held.filter((seat) => seat !== seatId) }
  if (held.length >= count) return { kind: 'full' }
  return { kind: 'hold', seats: [...held, seatId] }
}

/** The area (coach, deck) shown first: the one with the traveller's first seat, else the first with a free seat. */
export function firstArea(
  areas: readonly { id: string; seatIds: readonly string[]; free: number }[],
  held: readonly string[],
): string | undefined {
  const mine = areas.find((area) => held.some((seat) => area.seatIds.includes(seat)))
  return (mine ?? areas.find((area) => area.free > 0) ?? areas[0])?.id
}
