import { vars } from '@rihla/ui-kit/theme'
import { style } from '@vanilla-extract/css'

export const summary = style({ display: 'grid', gap: vars.space.md })
export const header = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: vars.space.sm,
  alignItems: 'center',
  justifyContent: 'space-between',
})
export const title = style({ margin: 0, fontSize: vars.font.size.xl })
export const actions = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space.xs })
export const travellers = style({
  display: 'grid',
  gap: vars.space.md,
  margin: 0,
  padding: 0,
  listStyle: 'none',
})
export const traveller = style({
  display: 'grid',
  gap: vars.space['2xs'],
  paddingBlockEnd: vars.space.md,
  borderBlockEnd: `1px solid ${vars.color.border}`,
  selectors: { '&:last-child': { paddingBlockEnd: 0, borderBlockEnd: 'none' } },
})
export const name = style({ margin: 0, fontSize: vars.font.size.md })
export const muted = style({ margin: 0, color: vars.color.textMuted, fontSize: vars.font.size.sm })
export const addons = style({
  display: 'grid',
  gap: vars.space['2xs'],
  margin: 0,
  padding: 0,
  listStyle: 'none',
})
export const addon = style({
  display: 'flex',
  justifyContent: 'space-between',
  gap: vars.space.md,
  fontSize: vars.font.size.sm,
})
export const price = style({ fontWeight: vars.font.weight.semibold, whiteSpace: 'nowrap' })
