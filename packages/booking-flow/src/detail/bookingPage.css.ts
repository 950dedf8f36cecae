import { minWidth, vars } from '@rihla/ui-kit/theme'
import { style } from '@vanilla-extract/css'

/**
 * The booking's cards beside its price on wide screens, shared by the review and the booking detail. On a
 * phone the one column is the screen's width (`minmax(0, 1fr)`): an implicit `auto` column grows to its
 * widest unbreakable content and pushed the whole page wider than a 360 px screen.
 */
export const layout = style({
  display: 'grid',
  gridTemplateColumns: 'minmax(0, 1fr)',
  gap: vars.space.lg,
  alignItems: 'start',
  '@media': { [minWidth('lg')]: { gridTemplateColumns: 'minmax(0, 2fr) minmax(300px, 1fr)' } },
})
export const main = style({ display: 'grid', gap: vars.space.lg, minInlineSize: 0 })
export const aside = style({
  display: 'grid',
  minInlineSize: 0,
  gap: vars.space.md,
  '@media': { [minWidth('lg')]: { position: 'sticky', insetBlockStart: vars.space.lg } },
})
export const skeleton = style({
  display: 'grid',
  gap: vars.space.sm,
  padding: vars.space.lg,
  borderRadius: vars.radius.lg,
  background: vars.color.surface,
})

export const cardHeader = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: vars.space.sm,
  alignItems: 'center',
  justifyContent: 'space-between',
})
export const cardTitle = style({ margin: 0, fontSize: vars.font.size.xl })
