// Tickets with the QR code of their signed reference: one card whatever was booked (TicketCard, in a
// TicketList), and train and bus tickets, one per traveller, built on it.
export { Tickets } from './Tickets'
export type { TicketStop, TicketsProps } from './Tickets'
export { TicketCard, TicketList, useTicketHeading } from './TicketCard'
export { downloadFile } from './printTicket'
export type { TicketCardProps, TicketFact } from './TicketCard'
export { seatPlace } from './seatPlace'
export type { SeatPlace } from './seatPlace'
