import { vars } from '@rihla/ui-kit/theme'
import { style } from '@vanilla-extract/css'

export const section = style({ display: 'grid', gap: vars.space.md })
export const title = style({ margin: 0, fontSize: vars.font.size.xl })
export const list = style({
  display: 'grid',
  gap: vars.space.md,
  gridTemplateColumns: 'repeat(auto-fit, minmax(180px, 1fr))',
  margin: 0,
  padding: 0,
  listStyle: 'none',
})
export const city = style({ flexDirection: 'column', alignItems: 'start', blockSize: 'auto' })
export const name = style({ fontWeight: vars.font.weight.semibold })
export const note = style({ fontSize: vars.font.size.sm, color: vars.color.textMuted })
