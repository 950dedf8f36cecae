import { minWidth, vars } from '@rihla/ui-kit/theme'
import { style } from '@vanilla-extract/css'

export const filters = style({
  display: 'grid',
  gap: vars.space.md,
  alignItems: 'end',
  '@media': { [minWidth('sm')]: { gridTemplateColumns: 'minmax(0, 1fr) minmax(0, 1fr) auto' } },
})
