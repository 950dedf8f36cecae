import { sprinkles, vars } from '@rihla/ui-kit/theme'
import { style } from '@vanilla-extract/css'

export const section = sprinkles({ display: 'grid', gap: 'md' })
export const title = sprinkles({ margin: 'none', fontSize: 'xl' })
export const list = style([
  sprinkles({ display: 'grid', gap: 'md', margin: 'none', padding: 'none' }),
  { gridTemplateColumns: 'repeat(auto-fit, minmax(180px, 1fr))', listStyle: 'none' },
])
export const city = style({ flexDirection: 'column', alignItems: 'start', blockSize: 'auto' })
export const name = style({ fontWeight: vars.font.weight.semibold })
export const note = style({ fontSize: vars.font.size.sm, color: vars.color.textMuted })
