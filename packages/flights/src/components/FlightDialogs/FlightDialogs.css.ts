import { vars } from '@rihla/ui-kit/theme'
import { style } from '@vanilla-extract/css'

export const section = style({ display: 'grid', gap: vars.space.sm, marginBlockEnd: vars.space.lg })
export const sectionTitle = style({ margin: 0, fontSize: vars.font.size.md })
export const segments = style({
  display: 'grid',
  gap: vars.space.md,
  margin: 0,
  padding: 0,
  listStyle: 'none',
})
export const segment = style({
  display: 'grid',
  gap: vars.space['2xs'],
  paddingInlineStart: vars.space.md,
  borderInlineStart: `2px solid ${vars.color.primarySubtle}`,
})
export const segmentTitle = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: vars.space.xs,
  margin: 0,
  fontWeight: vars.font.weight.semibold,
})
export const segmentTimes = style({ margin: 0, fontVariantNumeric: 'tabular-nums' })
export const muted = style({ margin: 0, color: vars.color.textMuted })
export const layover = style({ margin: 0, color: vars.color.warning, fontSize: vars.font.size.sm })
export const fares = style({ display: 'grid', gap: vars.space.md, margin: 0, padding: 0, listStyle: 'none' })
export const fare = style({
  display: 'grid',
  gap: vars.space.xs,
  padding: vars.space.md,
  borderRadius: vars.radius.md,
  border: `1px solid ${vars.color.border}`,
})
export const farePrice = style({ marginInlineStart: 'auto' })
export const rules = style({ margin: 0, paddingInlineStart: vars.space.lg, color: vars.color.textMuted })
export const footer = style({ display: 'flex', gap: vars.space.sm, justifyContent: 'end', flexWrap: 'wrap' })
