import { minWidth, sprinkles, vars } from '@rihla/ui-kit/theme'
import { style } from '@vanilla-extract/css'

// Built from the theme's atoms, so the page frame reads the same as the other verticals' without
// restating their rules.
export const page = style([
  sprinkles({ display: 'grid', gap: 'lg', paddingY: 'xl', paddingX: 'md' }),
  { inlineSize: '100%', maxInlineSize: vars.size.contentMax, marginInline: 'auto', boxSizing: 'border-box' },
])
export const hero = sprinkles({ display: 'grid', gap: 'xs' })
export const title = style([sprinkles({ fontSize: '3xl', margin: 'none' }), { color: vars.color.text }])
export const lead = style([sprinkles({ margin: 'none' }), { color: vars.color.textMuted }])

export const resultsHeader = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: vars.space.md,
  alignItems: 'end',
  justifyContent: 'space-between',
})
export const summary = style({ margin: 0, color: vars.color.textMuted })
export const layout = style({
  display: 'grid',
  gap: vars.space.lg,
  alignItems: 'start',
  '@media': { [minWidth('lg')]: { gridTemplateColumns: '260px minmax(0, 1fr)' } },
})
export const filters = style({ display: 'grid', gap: vars.space.md })
/** The filters' column: none on a phone, where they open in a sheet. */
export const filtersPanel = style({ display: 'none', '@media': { [minWidth('lg')]: { display: 'block' } } })
export const toolbar = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space.sm, alignItems: 'end' })
export const sheetTrigger = style({ '@media': { [minWidth('lg')]: { display: 'none' } } })
export const results = style({ display: 'grid', gridTemplateColumns: 'minmax(0, 1fr)', gap: vars.space.md })
