export { SeatMap } from './SeatMap.tsx'
export type { SeatLegendItem, SeatMapProps } from './SeatMap.tsx'
export type { SeatMapRow, SeatMapSeat, SeatPosition, SeatState } from './seatGrid.ts'
