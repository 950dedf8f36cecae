import { minWidth, sprinkles, vars } from '@rihla/ui-kit/theme'
import { style } from '@vanilla-extract/css'

export const layout = style({
  display: 'grid',
  gap: vars.space.lg,
  alignItems: 'start',
  gridTemplateColumns: 'minmax(0, 1fr)',
  '@media': { [minWidth('lg')]: { gridTemplateColumns: 'minmax(0, 2fr) minmax(280px, 1fr)' } },
})
export const column = sprinkles({ display: 'grid', gap: 'lg' })
export const dates = sprinkles({ display: 'grid', gap: 'md' })
export const actions = sprinkles({ display: 'flex', flexWrap: 'wrap', gap: 'sm', alignItems: 'center' })
export const shows = style([
  sprinkles({ display: 'grid', gap: 'xs', margin: 'none', padding: 'none' }),
  { listStyle: 'none' },
])
export const show = sprinkles({ display: 'flex', flexWrap: 'wrap', gap: 'xs', alignItems: 'center' })
export const description = style({ margin: 0, maxInlineSize: '70ch', lineHeight: 1.6 })
/** The age rule is a sentence, not a tag: on a phone it wraps instead of widening the page. */
export const ageRule = style({ whiteSpace: 'normal' })
