import { vars } from '@rihla/ui-kit/theme'
import { style } from '@vanilla-extract/css'

export const stops = style({
  display: 'grid',
  gap: vars.space.sm,
  margin: 0,
  paddingInlineStart: vars.space.lg,
})
export const stop = style({ display: 'grid' })
export const yours = style({ fontWeight: vars.font.weight.semibold })
export const station = style({})
export const times = style({
  fontSize: vars.font.size.sm,
  color: vars.color.textMuted,
  fontWeight: vars.font.weight.regular,
})
export const fares = style({ display: 'grid', gap: vars.space.sm, marginBlockStart: vars.space.md })
export const faresHeading = style({ margin: 0, fontSize: vars.font.size.md })
export const concessions = style({ margin: 0, paddingInlineStart: vars.space.lg })
export const classFares = style({ display: 'grid', gap: vars.space.xs, justifyItems: 'start' })
