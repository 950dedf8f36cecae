import { style } from '@vanilla-extract/css'
import { vars } from '../theme/contract.css.ts'
import { focusRing } from './focus.css.ts'

/** The round, quiet ✕ button that closes a dialog or a toast; each sets its own size. */
export const dismissButton = style({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  flexShrink: 0,
  border: 'none',
  borderRadius: vars.radius.full,
  background: 'transparent',
  color: vars.color.textMuted,
  cursor: 'pointer',
  outline: 'none',
  selectors: {
    '&[data-hovered]': { backgroundColor: vars.color.surfaceSunken, color: vars.color.text },
    '&[data-focus-visible]': focusRing,
  },
})
