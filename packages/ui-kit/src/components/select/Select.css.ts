import { style } from '@vanilla-extract/css'
import { focusRing } from '../../styles/focus.css.ts'
import { vars } from '../../theme/contract.css.ts'

export const trigger = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.xs,
  inlineSize: '100%',
  minBlockSize: vars.size.controlMd,
  paddingInline: vars.space.sm,
  border: `1px solid ${vars.color.borderStrong}`,
  borderRadius: vars.radius.md,
  backgroundColor: vars.color.surface,
  color: vars.color.text,
  fontSize: vars.font.size.md,
  textAlign: 'start',
  cursor: 'pointer',
  outline: 'none',
  selectors: {
    '&[data-hovered]': { borderColor: vars.color.text },
    '&[data-focus-visible]': focusRing,
    '&[data-pressed]': { borderColor: vars.color.focusRing },
    '[data-invalid] &': { borderColor: vars.color.danger },
    '&[data-disabled]': {
      backgroundColor: vars.color.surfaceSunken,
      color: vars.color.textMuted,
      cursor: 'not-allowed',
    },
  },
})

export const value = style({
  flex: 1,
  minInlineSize: 0,
  overflow: 'hidden',
  textOverflow: 'ellipsis',
  whiteSpace: 'nowrap',
  selectors: {
    '&[data-placeholder]': { color: vars.color.textMuted },
  },
})

export const chevron = style({ flexShrink: 0, color: vars.color.textMuted })

export const popover = style({
  minInlineSize: 'var(--trigger-width)',
  maxBlockSize: '320px',
})
