import { style } from '@vanilla-extract/css'
import { focusRing } from '../../styles/focus.css.ts'
import { vars } from '../../theme/contract.css.ts'

export const stepButton = style({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  flexShrink: 0,
  inlineSize: vars.size.touchTarget,
  alignSelf: 'stretch',
  border: 'none',
  background: 'transparent',
  color: vars.color.primaryText,
  cursor: 'pointer',
  outline: 'none',
  selectors: {
    '&[data-hovered]': { backgroundColor: vars.color.primarySubtle },
    '&[data-pressed]': { backgroundColor: vars.color.primarySubtle },
    '&[data-focus-visible]': { ...focusRing, outlineOffset: '-2px' },
    '&[data-disabled]': { color: vars.color.textMuted, cursor: 'not-allowed', opacity: 0.6 },
  },
})

export const input = style({
  textAlign: 'center',
  fontVariantNumeric: 'tabular-nums',
})
