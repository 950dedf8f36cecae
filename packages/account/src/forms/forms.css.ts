import { vars } from '@rihla/ui-kit/theme'
import { globalStyle, style } from '@vanilla-extract/css'

export const form = style({ display: 'grid', gap: vars.space.md })

export const intro = style({
  margin: 0,
  color: vars.color.textMuted,
  lineHeight: vars.font.lineHeight.normal,
})

export const actions = style({ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: vars.space.sm })

export const formError = style({
  margin: 0,
  padding: vars.space.sm,
  borderRadius: vars.radius.md,
  background: vars.color.dangerSubtle,
  color: vars.color.danger,
})

export const notice = style({
  margin: 0,
  padding: vars.space.sm,
  borderRadius: vars.radius.md,
  background: vars.color.successSubtle,
  color: vars.color.success,
})

/** Phone numbers and codes read left to right in Arabic text too. */
export const ltr = style({ direction: 'ltr', unicodeBidi: 'isolate' })

/** A field whose value is a phone number: typed and shown left to right in Arabic too. */
export const ltrField = style({})
globalStyle(`${ltrField} input`, { direction: 'ltr' })
