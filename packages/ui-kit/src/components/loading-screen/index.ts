export { LoadingScreen } from './LoadingScreen.tsx'
export type { LoadingScreenProps } from './LoadingScreen.tsx'
