export { useMinWidth } from './useMinWidth.ts'
