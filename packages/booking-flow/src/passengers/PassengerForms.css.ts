import { vars } from '@rihla/ui-kit/theme'
import { style } from '@vanilla-extract/css'

export const list = style({ display: 'grid', gap: vars.space.lg })
export const passenger = style({ display: 'grid', gap: vars.space.md })
export const title = style({
  margin: 0,
  fontSize: vars.font.size.xl,
  selectors: { '&:focus': { outline: 'none' } },
})
