import type { Ref } from 'react'
import { forwardRef, useCallback } from 'react'
import { Link as RACLink } from 'react-aria-components/Link'
import type { LinkProps as RACLinkProps } from 'react-aria-components/Link'
import { withClassName } from '../../utils/classNames.ts'
import { button } from '../button/Button.css.ts'
import type { ButtonVariants } from '../button/Button.css.ts'
import { link } from './Link.css.ts'
import type { LinkVariants } from './Link.css.ts'

export interface LinkProps extends RACLinkProps {
  /** Text colour of an ordinary link. */
  tone?: LinkVariants['tone']
  /** No underline until hovered (navigation, footers); inline links in running text keep it. */
  isQuiet?: boolean
  /** Draws the link as a button ("Go home", "View booking") while keeping link semantics. */
  appearance?: 'link' | NonNullable<ButtonVariants['variant']>
  size?: ButtonVariants['size']
  /** Language of the page the link leads to, e.g. on a language switch. */
  hrefLang?: string
}

/**
 * A styled RAC Link. Router-agnostic: `core/routing` wraps it with TanStack's `createLink`, which needs the
 * forwarded ref for preloading and active state.
 */
export const Link = forwardRef(function Link(
  { tone, isQuiet, appearance = 'link', size, className, hrefLang, ...props }: LinkProps,
  ref: Ref<HTMLAnchorElement>,
) {
  const base = appearance === 'link' ? link({ tone, isQuiet }) : button({ variant: appearance, size })
  // react-aria passes only some anchor attributes through to the element; hreflang is set on it here.
  const setRef = useCallback(
    (node: HTMLAnchorElement | null) => {
      if (node) {
        if (hrefLang) node.setAttribute('hreflang', hrefLang)
        else node.removeAttribute('hreflang')
      }
      if (typeof ref === 'function') ref(node)
      else if (ref) ref.current = node
    },
    [hrefLang, ref],
  )
  return <RACLink {...props} ref={setRef} className={withClassName(base, className)} />
})
