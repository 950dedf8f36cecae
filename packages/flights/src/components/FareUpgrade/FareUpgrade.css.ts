import { vars } from '@rihla/ui-kit/theme'
import { style } from '@vanilla-extract/css'

export const root = style({ display: 'grid', gap: vars.space.md })
export const current = style({ margin: 0, color: vars.color.textMuted })
export const list = style({ display: 'grid', gap: vars.space.sm, margin: 0, padding: 0, listStyle: 'none' })
export const choice = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: vars.space.sm,
  alignItems: 'center',
  justifyContent: 'space-between',
  padding: vars.space.md,
  borderRadius: vars.radius.lg,
  border: `1px solid ${vars.color.border}`,
})
export const choiceText = style({ display: 'grid', gap: vars.space['2xs'], minInlineSize: 0 })
export const choiceTitle = style({ margin: 0, fontWeight: vars.font.weight.semibold })
export const gains = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: vars.space.xs,
  margin: 0,
  padding: 0,
  listStyle: 'none',
})
export const action = style({ display: 'flex', alignItems: 'center', gap: vars.space.sm })
export const difference = style({ fontWeight: vars.font.weight.semibold, color: vars.color.primaryText })
export const note = style({ margin: 0, fontSize: vars.font.size.sm, color: vars.color.warning })
export const status = style({ margin: 0, color: vars.color.success })
