import { vars } from '@rihla/ui-kit/theme'
import { style } from '@vanilla-extract/css'

export const facts = style({ display: 'grid', gap: vars.space.md })
export const code = style({ direction: 'ltr', unicodeBidi: 'isolate', fontFamily: vars.font.family.mono })
export const pnr = style({ display: 'inline-flex', alignItems: 'center', gap: vars.space['2xs'] })
export const payBox = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: vars.space.sm,
  padding: vars.space.sm,
  borderRadius: vars.radius.md,
  background: vars.color.warningSubtle,
})
export const expiry = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  gap: vars.space.xs,
  margin: 0,
  color: vars.color.warning,
  fontWeight: vars.font.weight.semibold,
})
export const timer = style({ fontVariantNumeric: 'tabular-nums' })
