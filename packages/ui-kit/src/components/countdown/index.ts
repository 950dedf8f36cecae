export { Countdown, useClockFormat } from './Countdown.tsx'
export type { CountdownProps } from './Countdown.tsx'
export { useCountdown } from './useCountdown.ts'
export type { CountdownOptions } from './useCountdown.ts'
