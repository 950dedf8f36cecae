import { sprinkles, vars } from '@rihla/ui-kit/theme'
import { style } from '@vanilla-extract/css'

export const form = style([
  sprinkles({ display: 'grid', gap: 'lg', padding: 'lg' }),
  { borderRadius: vars.radius.xl, background: vars.color.surface, boxShadow: vars.shadow.md },
])

export const fields = style({
  display: 'grid',
  gap: vars.space.md,
  gridTemplateColumns: 'repeat(auto-fit, minmax(240px, 1fr))',
  alignItems: 'start',
})

export const dates = style({ display: 'grid', gap: vars.space.xs })
export const nights = style({
  display: 'grid',
  gap: vars.space['3xs'],
  margin: 0,
  fontSize: vars.font.size.sm,
  color: vars.color.textMuted,
})
export const hijri = style({ color: vars.color.text })
export const submit = style({ justifySelf: 'end' })
