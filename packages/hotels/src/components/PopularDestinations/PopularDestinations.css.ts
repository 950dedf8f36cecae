import { sprinkles, vars } from '@rihla/ui-kit/theme'
import { globalStyle, style } from '@vanilla-extract/css'

export const section = sprinkles({ display: 'grid', gap: 'md' })
export const title = sprinkles({ margin: 'none', fontSize: 'xl' })
export const list = style([
  sprinkles({ display: 'grid', gap: 'md', margin: 'none', padding: 'none' }),
  { gridTemplateColumns: 'repeat(auto-fit, minmax(180px, 1fr))', listStyle: 'none' },
])
// Doubled so it wins over the button's own single-class rules, whatever order the stylesheets come in:
// the city and its note wrap within the column rather than running out of it, every button as tall as
// its row.
export const city = style({
  selectors: {
    '&&': {
      justifyContent: 'start',
      blockSize: '100%',
      whiteSpace: 'normal',
      textAlign: 'start',
      paddingBlock: vars.space.sm,
    },
  },
})
// The city above its note (the button lays its content out in a row).
globalStyle(`${city} > span`, { flexDirection: 'column', alignItems: 'start' })
export const name = style({ fontWeight: vars.font.weight.semibold })
export const note = style({ fontSize: vars.font.size.sm, color: vars.color.textMuted })
