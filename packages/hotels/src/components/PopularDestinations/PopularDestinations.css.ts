import { sprinkles, vars } from '@rihla/ui-kit/theme'
import { style } from '@vanilla-extract/css'

export const section = sprinkles({ display: 'grid', gap: 'md' })
export const title = sprinkles({ margin: 'none', fontSize: 'xl' })
export const list = style([
  sprinkles({ display: 'grid', gap: 'md', margin: 'none', padding: 'none' }),
  { gridTemplateColumns: 'repeat(auto-fit, minmax(180px, 1fr))', listStyle: 'none' },
])
// Doubled so it wins over the button's own single-class rules, whatever order the stylesheets come in:
// the city above its note, each wrapping within the column rather than running out of it.
export const city = style({
  selectors: {
    '&&': {
      flexDirection: 'column',
      alignItems: 'start',
      blockSize: 'auto',
      whiteSpace: 'normal',
      textAlign: 'start',
      paddingBlock: vars.space.sm,
    },
  },
})
export const name = style({ fontWeight: vars.font.weight.semibold })
export const note = style({ fontSize: vars.font.size.sm, color: vars.color.textMuted })
