import { minWidth, vars } from '@rihla/ui-kit/theme'
import { style } from '@vanilla-extract/css'

export const passes = style({ display: 'grid', gap: vars.space.md, margin: 0, padding: 0, listStyle: 'none' })
export const pass = style({
  display: 'grid',
  gap: vars.space.sm,
  padding: vars.space.md,
  borderRadius: vars.radius.lg,
  background: vars.color.surface,
  boxShadow: vars.shadow.sm,
  gridTemplateColumns: 'minmax(0, 1fr)',
  '@media': { [minWidth('md')]: { gridTemplateColumns: 'minmax(0, 1fr) 200px', alignItems: 'start' } },
})
export const head = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space.xs, alignItems: 'center' })
export const name = style({ margin: 0, fontSize: vars.font.size.lg })
export const price = style({ margin: 0, fontWeight: vars.font.weight.semibold })
export const includes = style({
  display: 'grid',
  gap: vars.space['2xs'],
  margin: 0,
  padding: 0,
  listStyle: 'none',
})
export const include = style({
  display: 'flex',
  gap: vars.space.xs,
  alignItems: 'center',
  fontSize: vars.font.size.sm,
})
export const limit = style({ margin: 0, fontSize: vars.font.size.sm, color: vars.color.textMuted })
