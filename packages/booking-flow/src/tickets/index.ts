// Train and bus tickets: one per traveller with the QR code of its signed reference.
export { Tickets } from './Tickets'
export type { TicketStop, TicketsProps } from './Tickets'
export { seatPlace } from './seatPlace'
export type { SeatPlace } from './seatPlace'
