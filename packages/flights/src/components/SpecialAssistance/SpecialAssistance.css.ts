import { minWidth, vars } from '@rihla/ui-kit/theme'
import { style } from '@vanilla-extract/css'

export const root = style({ display: 'grid', gap: vars.space.md })
export const groups = style({
  display: 'grid',
  gap: vars.space.lg,
  '@media': { [minWidth('md')]: { gridTemplateColumns: 'repeat(2, minmax(0, 1fr))' } },
})
export const chosen = style({ margin: 0, color: vars.color.textMuted })
