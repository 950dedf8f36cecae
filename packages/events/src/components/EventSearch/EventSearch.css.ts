import { minWidth, vars } from '@rihla/ui-kit/theme'
import { style } from '@vanilla-extract/css'

export const form = style({
  display: 'grid',
  gap: vars.space.md,
  alignItems: 'end',
  '@media': {
    [minWidth('md')]: { gridTemplateColumns: 'minmax(0, 2fr) minmax(0, 1fr) minmax(0, 1fr) auto' },
  },
})
export const results = style({ display: 'grid', gap: vars.space.md })
export const status = style({ margin: 0, color: vars.color.textMuted })
export const title = style({ margin: 0, fontSize: vars.font.size.xl })
