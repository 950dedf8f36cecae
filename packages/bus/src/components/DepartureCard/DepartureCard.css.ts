import { minWidth, vars } from '@rihla/ui-kit/theme'
import { style } from '@vanilla-extract/css'

export const card = style({ display: 'grid', gap: vars.space.md })
export const top = style({
  display: 'grid',
  gap: vars.space.sm,
  alignItems: 'center',
  '@media': { [minWidth('md')]: { gridTemplateColumns: 'minmax(0, 1fr) auto' } },
})
export const operator = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space.xs, alignItems: 'center' })
export const name = style({ margin: 0, fontSize: vars.font.size.lg })
/** Departure, the journey's length, arrival: read in the page's direction. */
export const times = style({
  display: 'grid',
  gridTemplateColumns: 'auto minmax(0, 1fr) auto',
  gap: vars.space.sm,
  alignItems: 'center',
  margin: 0,
})
export const time = style({ display: 'grid', margin: 0 })
export const clock = style({ fontSize: vars.font.size.xl, fontWeight: vars.font.weight.bold })
export const place = style({ fontSize: vars.font.size.sm, color: vars.color.textMuted })
export const duration = style({
  textAlign: 'center',
  fontSize: vars.font.size.sm,
  color: vars.color.textMuted,
  borderBlockEnd: `1px dashed ${vars.color.border}`,
  paddingBlockEnd: vars.space.xs,
})
export const fare = style({ display: 'grid', gap: vars.space.xs, justifyItems: 'end', textAlign: 'end' })
export const from = style({ margin: 0, fontSize: vars.font.size.sm, color: vars.color.textMuted })
export const amount = style({ margin: 0, fontSize: vars.font.size.xl, fontWeight: vars.font.weight.bold })
export const actions = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space.sm })
