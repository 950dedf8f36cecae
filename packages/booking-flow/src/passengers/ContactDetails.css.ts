import { vars } from '@rihla/ui-kit/theme'
import { style } from '@vanilla-extract/css'

export const card = style({ display: 'grid', gap: vars.space.md })
export const head = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: vars.space.sm,
})
export const title = style({ margin: 0, fontSize: vars.font.size.xl })
export const facts = style({
  display: 'grid',
  gridTemplateColumns: 'max-content 1fr',
  gap: `${vars.space.xs} ${vars.space.md}`,
  margin: 0,
})
export const term = style({ color: vars.color.textMuted })
export const value = style({ margin: 0, overflowWrap: 'anywhere' })
export const missing = style({ margin: 0, color: vars.color.textMuted, fontStyle: 'italic' })
export const error = style({ margin: 0, color: vars.color.danger })
export const form = style({ display: 'grid', gap: vars.space.md })
export const actions = style({ display: 'flex', gap: vars.space.sm, justifyContent: 'end', flexWrap: 'wrap' })
