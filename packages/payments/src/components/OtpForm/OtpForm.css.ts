import { vars } from '@rihla/ui-kit/theme'
import { globalStyle, style } from '@vanilla-extract/css'

export const form = style({ display: 'grid', gap: vars.space.md })

export const intro = style({ margin: 0, color: vars.color.textMuted })

export const ltr = style({ direction: 'ltr', unicodeBidi: 'isolate' })

export const otpField = style({ maxInlineSize: '280px' })

// Digits are entered and read left to right in both languages, spaced like a code.
globalStyle(`${otpField} input`, {
  direction: 'ltr',
  textAlign: 'center',
  letterSpacing: '0.3em',
  fontVariantNumeric: 'tabular-nums',
  fontSize: vars.font.size.xl,
})

export const actions = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space.sm, alignItems: 'center' })

export const resend = style({
  display: 'grid',
  gap: vars.space.xs,
  justifyItems: 'start',
  paddingBlockStart: vars.space.sm,
  borderBlockStart: `1px solid ${vars.color.border}`,
})

export const muted = style({ margin: 0, color: vars.color.textMuted, fontSize: vars.font.size.sm })

export const error = style({ margin: 0, color: vars.color.danger, fontWeight: vars.font.weight.medium })

export const notice = style({ margin: 0, color: vars.color.success })
