// A ticket's seat as the operators print it: a train seat id names its coach (`3-12A`, coach 3, seat
// 12A), a bus seat only its row and letter (`3C`).

export interface SeatPlace {
  coach: string | null
  seat: string
}

/** The coach (when the id names one) and the seat of a ticket's seat id. */
export function seatPlace(seatId: string): SeatPlace {
  const dash = seatId.indexOf('-')
  if (dash <= 0) return { coach: null, seat: seatId }
  return { coach: seatId.slice(0, dash), seat: seatId.slice(dash + 1) }
}
