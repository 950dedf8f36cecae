import { minWidth, vars } from '@rihla/ui-kit/theme'
import { style } from '@vanilla-extract/css'

export const page = style({
  display: 'grid',
  gap: vars.space.lg,
  inlineSize: '100%',
  maxInlineSize: vars.size.contentMax,
  marginInline: 'auto',
  paddingBlock: vars.space.xl,
  paddingInline: vars.space.md,
  boxSizing: 'border-box',
})

export const hero = style({ display: 'grid', gap: vars.space.xs })
export const title = style({ margin: 0, fontSize: vars.font.size['3xl'], color: vars.color.text })
export const lead = style({ margin: 0, color: vars.color.textMuted })
export const sectionTitle = style({ margin: 0, fontSize: vars.font.size.xl })

export const claims = style({ display: 'grid', gap: vars.space.md })
export const claimList = style({
  display: 'grid',
  gap: vars.space.md,
  gridTemplateColumns: 'repeat(auto-fit, minmax(220px, 1fr))',
  margin: 0,
  padding: 0,
  listStyle: 'none',
})
export const claim = style({
  display: 'flex',
  gap: vars.space.sm,
  alignItems: 'center',
  padding: vars.space.md,
  borderRadius: vars.radius.lg,
  background: vars.color.surfaceSubtle,
  color: vars.color.primaryText,
})

export const layout = style({
  display: 'grid',
  gap: vars.space.lg,
  alignItems: 'start',
  '@media': { [minWidth('lg')]: { gridTemplateColumns: '280px 1fr' } },
})

// One column as wide as the screen allows: an auto track would grow to the widest card's content
// (Arabic at 320 px with the text at 200%) and push the page sideways.
export const results = style({
  display: 'grid',
  gridTemplateColumns: 'minmax(0, 1fr)',
  // The list takes about a screen while the search runs: the page arrives from the server
  // before the results, and the rows that come must not push the footer up past what is read.
  alignContent: 'start',
  minBlockSize: '48rem',
  gap: vars.space.md,
  minInlineSize: 0,
})
/** From lg up the filters sit beside the results; below, they open in a sheet from the toolbar. */
export const filtersPanel = style({
  display: 'none',
  '@media': { [minWidth('lg')]: { display: 'block' } },
})
