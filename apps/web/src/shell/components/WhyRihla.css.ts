import { vars } from '@rihla/ui-kit/theme'
import { style } from '@vanilla-extract/css'

export const grid = style({
  listStyle: 'none',
  margin: 0,
  padding: 0,
  display: 'grid',
  gridTemplateColumns: 'repeat(auto-fill, minmax(min(100%, 15rem), 1fr))',
  gap: vars.space.lg,
})

export const point = style({ display: 'grid', gap: vars.space.xs, alignContent: 'start' })

export { iconDisc as icon } from './IconDisc.css'

export const title = style({ margin: 0, fontSize: vars.font.size.md })

export const text = style({ margin: 0, color: vars.color.textMuted, fontSize: vars.font.size.sm })
