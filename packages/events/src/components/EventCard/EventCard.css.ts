import { minWidth, sprinkles, vars } from '@rihla/ui-kit/theme'
import { style } from '@vanilla-extract/css'

export const grid = style({
  display: 'grid',
  gap: vars.space.md,
  margin: 0,
  padding: 0,
  listStyle: 'none',
  gridTemplateColumns: 'minmax(0, 1fr)',
  '@media': {
    [minWidth('sm')]: { gridTemplateColumns: 'repeat(2, minmax(0, 1fr))' },
    [minWidth('lg')]: { gridTemplateColumns: 'repeat(3, minmax(0, 1fr))' },
  },
})
export const card = style({
  display: 'grid',
  gridTemplateRows: 'auto 1fr',
  blockSize: '100%',
  overflow: 'hidden',
  borderRadius: vars.radius.lg,
  background: vars.color.surface,
  boxShadow: vars.shadow.sm,
})
export const image = style({
  inlineSize: '100%',
  blockSize: 'auto',
  aspectRatio: '16 / 9',
  objectFit: 'cover',
  background: vars.color.surfaceSunken,
})
export const body = style({
  display: 'grid',
  gap: vars.space.xs,
  padding: vars.space.md,
  alignContent: 'start',
  justifyItems: 'start',
})
export const title = style({ margin: 0, fontSize: vars.font.size.lg })
export const line = style([
  sprinkles({ display: 'flex', gap: 'xs', margin: 'none', fontSize: 'sm' }),
  { alignItems: 'center', color: vars.color.textMuted },
])
export const price = style({ margin: 0, fontWeight: vars.font.weight.semibold })
