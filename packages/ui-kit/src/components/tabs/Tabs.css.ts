import { style } from '@vanilla-extract/css'
import { focusRing } from '../../styles/focus.css.ts'
import { vars } from '../../theme/contract.css.ts'

export const tabs = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.md,
  // As narrow as its place in a grid or row: the tab list scrolls rather than widen the page on a phone.
  minInlineSize: 0,
  selectors: {
    '&[data-orientation="vertical"]': { flexDirection: 'row' },
  },
})

export const tabList = style({
  display: 'flex',
  gap: vars.space['2xs'],
  overflowX: 'auto',
  scrollbarWidth: 'none',
  borderBlockEnd: `1px solid ${vars.color.border}`,
  selectors: {
    '&[data-orientation="vertical"]': {
      flexDirection: 'column',
      borderBlockEnd: 'none',
      borderInlineEnd: `1px solid ${vars.color.border}`,
    },
  },
})

export const tab = style({
  position: 'relative',
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space.xs,
  minBlockSize: vars.size.touchTarget,
  paddingInline: vars.space.md,
  color: vars.color.textMuted,
  fontWeight: vars.font.weight.medium,
  whiteSpace: 'nowrap',
  cursor: 'pointer',
  outline: 'none',
  borderRadius: `${vars.radius.sm} ${vars.radius.sm} 0 0`,
  transition: `color ${vars.motion.duration.fast} ${vars.motion.easing.standard}`,
  selectors: {
    '&[data-hovered]': { color: vars.color.text },
    '&[data-selected]': { color: vars.color.primaryText },
    '&[data-focus-visible]': { ...focusRing, outlineOffset: '-2px' },
    '&[data-disabled]': { opacity: 0.5, cursor: 'not-allowed' },
    '&::after': {
      content: '""',
      position: 'absolute',
      insetInline: 0,
      insetBlockEnd: '-1px',
      blockSize: '3px',
      borderRadius: vars.radius.full,
      backgroundColor: 'transparent',
    },
    '&[data-selected]::after': { backgroundColor: vars.color.primary },
  },
})

export const panel = style({
  outline: 'none',
  selectors: {
    '&[data-focus-visible]': focusRing,
  },
})
