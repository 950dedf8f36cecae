import { minWidth, sprinkles, vars } from '@rihla/ui-kit/theme'
import { style } from '@vanilla-extract/css'

export const passes = style([
  sprinkles({ display: 'grid', gap: 'md', margin: 'none', padding: 'none' }),
  { listStyle: 'none' },
])
export const pass = style({
  display: 'grid',
  gap: vars.space.sm,
  '@media': { [minWidth('md')]: { gridTemplateColumns: 'minmax(0, 1fr) 200px', alignItems: 'start' } },
})
export const head = sprinkles({ display: 'flex', flexWrap: 'wrap', gap: 'xs', alignItems: 'center' })
export const name = style({ margin: 0, fontSize: vars.font.size.lg })
export const price = style({ margin: 0, fontWeight: vars.font.weight.semibold })
export const includes = style([
  sprinkles({ display: 'grid', gap: '2xs', margin: 'none', padding: 'none' }),
  { listStyle: 'none' },
])
export const include = style([
  sprinkles({ display: 'flex', gap: 'xs', alignItems: 'center', fontSize: 'sm' }),
])
