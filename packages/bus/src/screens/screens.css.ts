import { sprinkles, vars } from '@rihla/ui-kit/theme'
import { style } from '@vanilla-extract/css'

// The bus pages' frame: one column as wide as the site's content (the steps' summary beside it on wide
// screens is booking-flow's booking page layout).
export const page = style([
  sprinkles({ display: 'grid', gap: 'lg', paddingY: 'xl', paddingX: 'md' }),
  { inlineSize: '100%', maxInlineSize: vars.size.contentMax, marginInline: 'auto', boxSizing: 'border-box' },
])
export const heading = style({ display: 'grid', gap: vars.space.xs })
export const title = style({ margin: 0, fontSize: vars.font.size['2xl'], color: vars.color.text })
export const lead = style({ margin: 0, color: vars.color.textMuted })

/** The marketing promises under the home's title: the earlier, the cheaper; bundles. */
export const promises = style({
  display: 'grid',
  gap: vars.space.sm,
  gridTemplateColumns: 'repeat(auto-fit, minmax(240px, 1fr))',
  listStyle: 'none',
  padding: 0,
  margin: 0,
})
export const promise = style([
  sprinkles({ padding: 'md' }),
  {
    borderRadius: vars.radius.md,
    background: vars.color.surface,
    borderInlineStart: `4px solid ${vars.color.accent}`,
  },
])
export const promiseTitle = style({ margin: 0, fontWeight: vars.font.weight.semibold })

/** The departures one under another, and a step's parts. */
export const column = style({ display: 'grid', gap: vars.space.md, minInlineSize: 0 })
export const muted = style({ margin: 0, color: vars.color.textMuted, fontSize: vars.font.size.sm })
export const actions = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space.sm })
/** A line that says how this search differs: booking a trip of a bundle. */
export const notice = style({
  margin: 0,
  padding: vars.space.md,
  borderRadius: vars.radius.md,
  background: vars.color.accentSubtle,
  color: vars.color.text,
})
export const cardTitle = style({ margin: 0, fontSize: vars.font.size.lg })
