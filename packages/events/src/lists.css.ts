import { sprinkles } from '@rihla/ui-kit/theme'
import { style } from '@vanilla-extract/css'

/** A list without bullets or indent, its items in a wrapping row (categories, photos). */
export const row = style([
  sprinkles({ display: 'flex', flexWrap: 'wrap', gap: 'xs', margin: 'none', padding: 'none' }),
  { listStyle: 'none' },
])
