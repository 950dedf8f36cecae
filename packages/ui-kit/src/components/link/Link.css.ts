import { recipe } from '@vanilla-extract/recipes'
import type { RecipeVariants } from '@vanilla-extract/recipes'
import { focusRing } from '../../styles/focus.css.ts'
import { vars } from '../../theme/contract.css.ts'

export const link = recipe({
  base: {
    display: 'inline-flex',
    alignItems: 'center',
    gap: vars.space['2xs'],
    borderRadius: vars.radius.sm,
    textUnderlineOffset: '0.2em',
    textDecorationThickness: '1px',
    cursor: 'pointer',
    outline: 'none',
    transition: `color ${vars.motion.duration.fast} ${vars.motion.easing.standard}`,
    selectors: {
      '&[data-focus-visible]': focusRing,
      '&[data-hovered]': { textDecorationThickness: '2px' },
      '&[data-current], &[aria-current="page"]': { fontWeight: vars.font.weight.semibold },
      '&[data-disabled]': { cursor: 'not-allowed', opacity: 0.55 },
    },
  },
  variants: {
    tone: {
      primary: { color: vars.color.primaryText },
      neutral: { color: vars.color.text },
      muted: { color: vars.color.textMuted, selectors: { '&[data-hovered]': { color: vars.color.text } } },
      inverse: { color: vars.color.textInverse },
    },
    isQuiet: {
      true: { textDecoration: 'none', selectors: { '&[data-hovered]': { textDecoration: 'underline' } } },
      false: { textDecoration: 'underline' },
    },
  },
  defaultVariants: { tone: 'primary', isQuiet: false },
})

export type LinkVariants = NonNullable<RecipeVariants<typeof link>>
