export { VisuallyHidden } from 'react-aria-components/VisuallyHidden'
export type { VisuallyHiddenProps } from 'react-aria-components/VisuallyHidden'
