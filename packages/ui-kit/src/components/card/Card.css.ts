import { recipe } from '@vanilla-extract/recipes'
import { focusRing } from '../../styles/focus.css.ts'
import { vars } from '../../theme/contract.css.ts'

export const card = recipe({
  base: {
    display: 'flex',
    flexDirection: 'column',
    gap: vars.space.sm,
    borderRadius: vars.radius.lg,
    color: vars.color.text,
    minInlineSize: 0,
  },
  variants: {
    tone: {
      surface: { backgroundColor: vars.color.surface },
      subtle: { backgroundColor: vars.color.surfaceSubtle },
      primary: { backgroundColor: vars.color.primarySubtle },
      accent: { backgroundColor: vars.color.accentSubtle },
    },
    elevation: {
      flat: { border: `1px solid ${vars.color.border}` },
      raised: { boxShadow: vars.shadow.md },
    },
    padding: {
      none: { padding: 0, overflow: 'hidden' },
      sm: { padding: vars.space.sm },
      md: { padding: vars.space.md },
      lg: { padding: vars.space.lg },
    },
    isInteractive: {
      true: {
        transition: `box-shadow ${vars.motion.duration.normal} ${vars.motion.easing.standard}`,
        selectors: {
          '&:hover': { boxShadow: vars.shadow.lg },
          '&:focus-within:has(:focus-visible)': focusRing,
        },
      },
      false: {},
    },
  },
  defaultVariants: { tone: 'surface', elevation: 'raised', padding: 'md', isInteractive: false },
})
