import { vars } from '@rihla/ui-kit/theme'
import { globalStyle, style } from '@vanilla-extract/css'

export const otpField = style({})

// Digits are entered and read left to right in both languages, spaced like a code.
globalStyle(`${otpField} input`, {
  direction: 'ltr',
  textAlign: 'center',
  letterSpacing: '0.3em',
  fontVariantNumeric: 'tabular-nums',
  fontSize: vars.font.size.xl,
})

export const resend = style({
  display: 'grid',
  gap: vars.space.sm,
  justifyItems: 'start',
  paddingBlockStart: vars.space.sm,
  borderBlockStart: `1px solid ${vars.color.border}`,
})

export const timer = style({ margin: 0, color: vars.color.textMuted, fontSize: vars.font.size.sm })
