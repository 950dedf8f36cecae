import { minWidth, sprinkles, vars } from '@rihla/ui-kit/theme'
import { style } from '@vanilla-extract/css'

export const card = style({
  display: 'grid',
  gap: vars.space.md,
  padding: vars.space.md,
  borderRadius: vars.radius.lg,
  background: vars.color.surface,
  boxShadow: vars.shadow.sm,
  '@media': { [minWidth('md')]: { gridTemplateColumns: 'auto minmax(0, 1fr) auto', alignItems: 'start' } },
})
// The card's width on a phone, where the photo heads the card; beside the details from md up.
export const photo = style({
  inlineSize: '100%',
  '@media': { [minWidth('md')]: { maxInlineSize: '240px' } },
  blockSize: 'auto',
  aspectRatio: '3 / 2',
  objectFit: 'cover',
  borderRadius: vars.radius.md,
})
export const body = style({ display: 'grid', gap: vars.space.xs, justifyItems: 'start' })
export const name = style({ margin: 0, fontSize: vars.font.size.lg })
export const meta = style([
  sprinkles({ display: 'flex', flexWrap: 'wrap', gap: 'sm', margin: 'none', fontSize: 'sm' }),
  { color: vars.color.textMuted },
])
export const price = style({ display: 'grid', gap: vars.space['3xs'], textAlign: 'end' })
export const perNight = style({
  margin: 0,
  fontSize: vars.font.size.lg,
  fontWeight: vars.font.weight.semibold,
})
export const stay = style({ margin: 0, fontSize: vars.font.size.sm, color: vars.color.textMuted })
