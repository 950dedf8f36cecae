import { Link as UiLink } from '@rihla/ui-kit/link'
import { createLink } from '@tanstack/react-router'

/**
 * The ui-kit link made router-aware once (TanStack custom-link guide): typed `to`/`params`, preloading
 * on intent and active state, with react-aria's press and focus behaviour.
 */
export const Link = createLink(UiLink)
