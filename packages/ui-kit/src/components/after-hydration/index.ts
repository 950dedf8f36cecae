export { lazyAfterHydration } from './lazyAfterHydration.tsx'
export { useIsHydrated } from './useIsHydrated.ts'
