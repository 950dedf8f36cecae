import { style } from '@vanilla-extract/css'
import { reducedMotion } from '../../styles/focus.css.ts'
import { popIn, popOut } from '../../styles/overlay.css.ts'
import { vars } from '../../theme/contract.css.ts'

export const popover = style({
  backgroundColor: vars.color.surface,
  color: vars.color.text,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.lg,
  boxShadow: vars.shadow.lg,
  outline: 'none',
  maxInlineSize: 'calc(100vw - 16px)',
  overflow: 'auto',
  selectors: {
    '&[data-entering]': {
      animation: `${popIn} ${vars.motion.duration.normal} ${vars.motion.easing.decelerate}`,
    },
    '&[data-exiting]': { animation: `${popOut} ${vars.motion.duration.fast} ${vars.motion.easing.standard}` },
  },
  '@media': {
    [reducedMotion]: {
      selectors: { '&[data-entering], &[data-exiting]': { animation: 'none' } },
    },
  },
})

export const arrow = style({
  display: 'block',
  fill: vars.color.surface,
  stroke: vars.color.border,
  strokeWidth: 1,
  selectors: {
    '[data-placement="bottom"] &': { transform: 'rotate(180deg)' },
    '[data-placement="left"] &': { transform: 'rotate(-90deg)' },
    '[data-placement="right"] &': { transform: 'rotate(90deg)' },
  },
})

export const dialog = style({
  padding: vars.space.md,
  outline: 'none',
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.sm,
})

export const dialogTitle = style({
  fontSize: vars.font.size.md,
  fontWeight: vars.font.weight.semibold,
})
