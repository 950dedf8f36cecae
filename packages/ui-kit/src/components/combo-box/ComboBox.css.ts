import { style } from '@vanilla-extract/css'
import { focusRing } from '../../styles/focus.css.ts'
import { vars } from '../../theme/contract.css.ts'

export const frame = style({
  position: 'relative',
  display: 'flex',
  alignItems: 'center',
  minBlockSize: vars.size.controlMd,
  border: `1px solid ${vars.color.borderStrong}`,
  borderRadius: vars.radius.md,
  backgroundColor: vars.color.surface,
  selectors: {
    '&:hover': { borderColor: vars.color.text },
    '&:focus-within': { borderColor: vars.color.focusRing, boxShadow: `0 0 0 1px ${vars.color.focusRing}` },
    '[data-invalid] &': { borderColor: vars.color.danger },
    '[data-disabled] &': { backgroundColor: vars.color.surfaceSunken },
  },
})

export const input = style({
  alignSelf: 'stretch',
})

export const spinner = style({ color: vars.color.primaryText, marginInlineEnd: vars.space['2xs'] })

export const button = style({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  alignSelf: 'stretch',
  inlineSize: vars.size.touchTarget,
  flexShrink: 0,
  border: 'none',
  background: 'transparent',
  color: vars.color.textMuted,
  cursor: 'pointer',
  borderRadius: vars.radius.md,
  outline: 'none',
  selectors: {
    '&[data-hovered]': { color: vars.color.text },
    '&[data-focus-visible]': { ...focusRing, outlineOffset: '-2px' },
  },
})

export const popover = style({
  minInlineSize: 'var(--trigger-width)',
  maxBlockSize: '320px',
})
