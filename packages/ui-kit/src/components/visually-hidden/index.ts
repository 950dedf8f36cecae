export { VisuallyHidden } from './VisuallyHidden.tsx'
export type { VisuallyHiddenProps } from 'react-aria-components/VisuallyHidden'
