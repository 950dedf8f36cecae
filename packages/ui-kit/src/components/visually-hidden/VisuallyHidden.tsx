import { VisuallyHidden as AriaVisuallyHidden } from 'react-aria-components/VisuallyHidden'
import type { VisuallyHiddenProps } from 'react-aria-components/VisuallyHidden'

/**
 * Text for screen readers only. A `span` unless told otherwise (react-aria's is a `div`): it sits in
 * lines of text, where a `div` is invalid HTML that the browser moves out of a server-rendered page,
 * which then no longer matches what hydrates it.
 */
export function VisuallyHidden({ elementType = 'span', ...props }: VisuallyHiddenProps) {
  return <AriaVisuallyHidden elementType={elementType} {...props} />
}
