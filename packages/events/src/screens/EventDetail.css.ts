import { minWidth, vars } from '@rihla/ui-kit/theme'
import { style } from '@vanilla-extract/css'

export const layout = style({
  display: 'grid',
  gap: vars.space.lg,
  alignItems: 'start',
  gridTemplateColumns: 'minmax(0, 1fr)',
  '@media': { [minWidth('lg')]: { gridTemplateColumns: 'minmax(0, 2fr) minmax(280px, 1fr)' } },
})
export const main = style({ display: 'grid', gap: vars.space.lg, minInlineSize: 0 })
export const aside = style({
  display: 'grid',
  gap: vars.space.md,
  padding: vars.space.md,
  borderRadius: vars.radius.lg,
  background: vars.color.surface,
  boxShadow: vars.shadow.sm,
})
export const actions = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space.sm, alignItems: 'center' })
export const shows = style({ display: 'grid', gap: vars.space.xs, margin: 0, padding: 0, listStyle: 'none' })
export const show = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space.xs, alignItems: 'center' })
export const description = style({ margin: 0, maxInlineSize: '70ch', lineHeight: 1.6 })
