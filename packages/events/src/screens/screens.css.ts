import { minWidth, sprinkles, vars } from '@rihla/ui-kit/theme'
import { style } from '@vanilla-extract/css'

// Built from the theme's atoms, so the events pages read the same as the other verticals'.
export const page = style([
  sprinkles({ display: 'grid', gap: 'lg', paddingY: 'xl', paddingX: 'md' }),
  { inlineSize: '100%', maxInlineSize: vars.size.contentMax, marginInline: 'auto', boxSizing: 'border-box' },
])
export const hero = sprinkles({ display: 'grid', gap: 'xs' })
export const title = style([sprinkles({ fontSize: '3xl', margin: 'none' }), { color: vars.color.text }])
export const lead = style([
  sprinkles({ margin: 'none' }),
  { color: vars.color.textMuted, maxInlineSize: '65ch' },
])
export const section = style({ display: 'grid', gap: vars.space.md })
export const sectionTitle = style({ margin: 0, fontSize: vars.font.size.xl })
export const muted = style({ margin: 0, color: vars.color.textMuted })
export { row as chips } from '../lists.css'
/** The filters beside the events from lg up; one column on a phone. */
export const layout = style([
  sprinkles({ display: 'grid', gap: 'lg', alignItems: 'flex-start' }),
  {
    gridTemplateColumns: 'minmax(0, 1fr)',
    '@media': { [minWidth('lg')]: { gridTemplateColumns: '260px minmax(0, 1fr)' } },
  },
])
/** The filters' column: none on a phone, where they open in a sheet. */
export const filtersPanel = style({
  display: 'none',
  '@media': { [minWidth('lg')]: { display: 'grid', gap: vars.space.md } },
})
export const sheetTrigger = style({ '@media': { [minWidth('lg')]: { display: 'none' } } })
export const toolbar = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: vars.space.sm,
  alignItems: 'end',
  justifyContent: 'space-between',
})
export const pager = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: vars.space.sm,
  alignItems: 'center',
  justifyContent: 'center',
})
