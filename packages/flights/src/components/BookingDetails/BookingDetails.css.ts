import { vars } from '@rihla/ui-kit/theme'
import { style } from '@vanilla-extract/css'

export const card = style({ display: 'grid', gap: vars.space.sm })
export const cardTitle = style({ margin: 0, fontSize: vars.font.size.xl })
export const muted = style({ margin: 0, color: vars.color.textMuted, fontSize: vars.font.size.sm })
export const rules = style({
  display: 'grid',
  gap: vars.space['2xs'],
  margin: 0,
  paddingInlineStart: vars.space.lg,
})
export const legTimes = style({ display: 'grid', gap: vars.space.sm, margin: 0 })
export const legTime = style({ display: 'grid', gap: vars.space['3xs'] })
export const legRoute = style({ fontWeight: vars.font.weight.semibold })
export const legWhen = style({ margin: 0, fontSize: vars.font.size.sm, overflowWrap: 'anywhere' })
export const nextDay = style({
  marginInlineStart: vars.space['2xs'],
  paddingInline: vars.space['2xs'],
  borderRadius: vars.radius.sm,
  background: vars.color.warningSubtle,
  color: vars.color.text,
  fontWeight: vars.font.weight.semibold,
  fontSize: vars.font.size.xs,
})
export const invoice = style({ display: 'grid', gap: vars.space.xs, justifyItems: 'start' })
export const error = style({ margin: 0, color: vars.color.danger, fontSize: vars.font.size.sm })
