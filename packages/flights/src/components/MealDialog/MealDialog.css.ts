import { minWidth, vars } from '@rihla/ui-kit/theme'
import { style } from '@vanilla-extract/css'

export const choices = style({
  display: 'grid',
  gap: vars.space.md,
  '@media': { [minWidth('md')]: { gridTemplateColumns: 'repeat(2, minmax(0, 1fr))' } },
})
