import { vars } from '@rihla/ui-kit/theme'
import { style } from '@vanilla-extract/css'

export const contact = style({ display: 'grid', gap: vars.space.md })
export const facts = style({ display: 'grid', gap: vars.space.xs, margin: 0 })
export const fact = style({
  display: 'flex',
  flexWrap: 'wrap',
  justifyContent: 'space-between',
  gap: vars.space.md,
})
export const term = style({ color: vars.color.textMuted })
export const value = style({ margin: 0, fontWeight: vars.font.weight.semibold, overflowWrap: 'anywhere' })
export const terms = style({ margin: 0, color: vars.color.textMuted, fontSize: vars.font.size.sm })
/** The pay button's label wraps on a narrow screen instead of widening the card and the page. */
export const payButton = style({ whiteSpace: 'normal', textAlign: 'center', paddingBlock: vars.space.xs })
