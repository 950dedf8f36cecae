import { sprinkles, vars } from '@rihla/ui-kit/theme'
import { style } from '@vanilla-extract/css'

export const form = style([
  sprinkles({ display: 'grid', gap: 'lg', padding: 'lg' }),
  { borderRadius: vars.radius.xl, background: vars.color.surface, boxShadow: vars.shadow.md },
])
export const fields = style({
  display: 'grid',
  gap: vars.space.md,
  gridTemplateColumns: 'repeat(auto-fit, minmax(220px, 1fr))',
  alignItems: 'start',
})
export const party = style({ display: 'grid', gap: vars.space.xs, gridColumn: '1 / -1' })
export const partyLabel = style({ fontWeight: vars.font.weight.semibold, fontSize: vars.font.size.sm })
export const counter = style({
  display: 'grid',
  gridTemplateColumns: 'minmax(0, 1fr) auto 2.5rem auto',
  alignItems: 'center',
  gap: vars.space.xs,
  maxInlineSize: 420,
})
export const counterText = style({ display: 'grid' })
export const note = style({ fontSize: vars.font.size.xs, color: vars.color.textMuted })
export const count = style({ textAlign: 'center', fontWeight: vars.font.weight.semibold })
export const error = style({
  margin: 0,
  minBlockSize: '1.25em',
  color: vars.color.danger,
  fontSize: vars.font.size.sm,
})
export const submit = style({ justifySelf: 'end' })
