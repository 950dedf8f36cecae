export { lazyAfterHydration } from './lazyAfterHydration.tsx'
