import { style } from '@vanilla-extract/css'
import { recipe } from '@vanilla-extract/recipes'
import { dismissButton } from '../../styles/dismissButton.css.ts'
import { focusRing, reducedMotion } from '../../styles/focus.css.ts'
import { fadeIn, fadeOut, riseIn } from '../../styles/overlay.css.ts'
import { minWidth } from '../../theme/breakpoints.ts'
import { vars } from '../../theme/contract.css.ts'

export const overlay = style({
  position: 'fixed',
  inset: 0,
  zIndex: vars.zIndex.overlay,
  display: 'flex',
  alignItems: 'flex-end',
  justifyContent: 'center',
  backgroundColor: vars.color.overlay,
  blockSize: 'var(--visual-viewport-height, 100dvh)',
  selectors: {
    '&[data-entering]': {
      animation: `${fadeIn} ${vars.motion.duration.normal} ${vars.motion.easing.standard}`,
    },
    '&[data-exiting]': {
      animation: `${fadeOut} ${vars.motion.duration.fast} ${vars.motion.easing.standard}`,
    },
  },
  '@media': {
    [minWidth('sm')]: { alignItems: 'center', padding: vars.space.lg },
    [reducedMotion]: { selectors: { '&[data-entering], &[data-exiting]': { animation: 'none' } } },
  },
})

// A bottom sheet on phones, a centred card from sm up.
export const modal = recipe({
  base: {
    display: 'flex',
    flexDirection: 'column',
    inlineSize: '100%',
    maxBlockSize: '92dvh',
    backgroundColor: vars.color.surface,
    color: vars.color.text,
    borderStartStartRadius: vars.radius.xl,
    borderStartEndRadius: vars.radius.xl,
    boxShadow: vars.shadow.lg,
    outline: 'none',
    selectors: {
      '&[data-entering]': {
        animation: `${riseIn} ${vars.motion.duration.slow} ${vars.motion.easing.decelerate}`,
      },
    },
    '@media': {
      [minWidth('sm')]: { borderRadius: vars.radius.lg, maxBlockSize: '85dvh' },
      [reducedMotion]: { selectors: { '&[data-entering]': { animation: 'none' } } },
    },
  },
  variants: {
    size: {
      sm: { '@media': { [minWidth('sm')]: { maxInlineSize: '420px' } } },
      md: { '@media': { [minWidth('sm')]: { maxInlineSize: '560px' } } },
      lg: { '@media': { [minWidth('sm')]: { maxInlineSize: '800px' } } },
    },
  },
  defaultVariants: { size: 'md' },
})

export const dialog = style({
  display: 'flex',
  flexDirection: 'column',
  minBlockSize: 0,
  flex: 1,
  outline: 'none',
})

export const header = style({
  display: 'flex',
  alignItems: 'flex-start',
  justifyContent: 'space-between',
  gap: vars.space.sm,
  paddingBlock: vars.space.md,
  paddingInline: vars.space.lg,
  borderBlockEnd: `1px solid ${vars.color.border}`,
})

export const title = style({
  margin: 0,
  paddingBlockStart: vars.space.xs,
  fontSize: vars.font.size.xl,
  fontWeight: vars.font.weight.semibold,
  lineHeight: vars.font.lineHeight.tight,
})

export const closeButton = style([
  dismissButton,
  {
    inlineSize: vars.size.touchTarget,
    blockSize: vars.size.touchTarget,
    marginInlineEnd: `calc(${vars.space.xs} * -1)`,
  },
])

export const body = style({
  flex: 1,
  overflowY: 'auto',
  paddingBlock: vars.space.lg,
  paddingInline: vars.space.lg,
  // A plain element, not a react-aria one: the browser's own keyboard-focus match.
  selectors: { '&:focus-visible': { ...focusRing, outlineOffset: '-2px' } },
})

export const footer = style({
  display: 'flex',
  flexWrap: 'wrap',
  justifyContent: 'flex-end',
  gap: vars.space.sm,
  paddingBlock: vars.space.md,
  paddingInline: vars.space.lg,
  borderBlockStart: `1px solid ${vars.color.border}`,
})
