export { ErrorState, illustrationForStatus } from './ErrorState.tsx'
export type { ErrorStateProps } from './ErrorState.tsx'
