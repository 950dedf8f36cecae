import { sprinkles, vars } from '@rihla/ui-kit/theme'
import { style } from '@vanilla-extract/css'

export const form = style([
  sprinkles({ display: 'grid', gap: 'md', padding: 'lg' }),
  { borderRadius: vars.radius.lg, background: vars.color.surface, boxShadow: vars.shadow.sm },
])

/** Cities and day on one line where they fit; the travellers under them. */
export const row = style([
  sprinkles({ display: 'grid', gap: 'md' }),
  { gridTemplateColumns: 'repeat(auto-fill, minmax(min(100%, 220px), 1fr))', alignItems: 'start' },
])

export const travellers = style({
  display: 'grid',
  gap: vars.space.sm,
  gridTemplateColumns: 'repeat(auto-fit, minmax(140px, 1fr))',
  alignItems: 'start',
  border: 0,
  padding: 0,
  margin: 0,
})
export const legend = style({ fontWeight: vars.font.weight.semibold, marginBlockEnd: vars.space.xs })
export const submit = style({ justifySelf: 'end' })
