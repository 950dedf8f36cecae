// The seat step shared by train coaches and bus decks.
export { SeatSelection } from './SeatSelection'
export type { SeatArea, SeatSelectionProps } from './SeatSelection'
export { nextSeats } from './nextSeats'
