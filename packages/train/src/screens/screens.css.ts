import { minWidth, sprinkles, vars } from '@rihla/ui-kit/theme'
import { style } from '@vanilla-extract/css'

// Built from the theme's atoms, so the page frame reads the same as the other verticals'.
export const page = style([
  sprinkles({ display: 'grid', gap: 'lg', paddingY: 'xl', paddingX: 'md' }),
  { inlineSize: '100%', maxInlineSize: vars.size.contentMax, marginInline: 'auto', boxSizing: 'border-box' },
])
export const hero = sprinkles({ display: 'grid', gap: 'xs' })
export const title = style([sprinkles({ fontSize: '3xl', margin: 'none' }), { color: vars.color.text }])
export const subtitle = style({ margin: 0, fontSize: vars.font.size.xl })
export const lead = style([sprinkles({ margin: 'none' }), { color: vars.color.textMuted }])
export const list = style({
  display: 'grid',
  gridTemplateColumns: 'minmax(0, 1fr)',
  gap: vars.space.md,
  margin: 0,
  padding: 0,
  listStyle: 'none',
})
export const layout = style({
  display: 'grid',
  gap: vars.space.lg,
  alignItems: 'start',
  '@media': { [minWidth('lg')]: { gridTemplateColumns: 'minmax(0, 1fr) 320px' } },
})
export const main = style({ display: 'grid', gap: vars.space.lg, minInlineSize: 0 })
export const aside = style({ display: 'grid', gap: vars.space.md })
export const actions = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space.sm, alignItems: 'center' })
export const muted = style({ margin: 0, color: vars.color.textMuted, fontSize: vars.font.size.sm })
