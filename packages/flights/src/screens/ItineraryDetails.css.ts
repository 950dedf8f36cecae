import { minWidth, vars } from '@rihla/ui-kit/theme'
import { style } from '@vanilla-extract/css'

export const back = style({ justifySelf: 'start' })
export const header = style({ display: 'grid', gap: vars.space['2xs'] })
export const facts = style({ margin: 0, color: vars.color.textMuted })

/** The step's content, with the price and its action beside it on wide screens and after it on phones. */
export const layout = style({
  display: 'grid',
  gap: vars.space.lg,
  alignItems: 'start',
  '@media': { [minWidth('lg')]: { gridTemplateColumns: 'minmax(0, 1fr) 340px' } },
})
export const main = style({ display: 'grid', gap: vars.space.xl, minInlineSize: 0 })
export const section = style({ display: 'grid', gap: vars.space.md })
export const aside = style({ display: 'grid', gap: vars.space.md })
export const asideCard = style({ display: 'grid', gap: vars.space.md })
export const error = style({
  display: 'grid',
  gap: vars.space.xs,
  justifyItems: 'start',
  margin: 0,
  padding: vars.space.md,
  borderRadius: vars.radius.md,
  background: vars.color.dangerSubtle,
  color: vars.color.danger,
})
/** An arrow pointing back points the other way in Arabic. */
export const mirrored = style({ selectors: { '[dir="rtl"] &': { transform: 'scaleX(-1)' } } })
