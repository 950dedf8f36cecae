import { vars } from '@rihla/ui-kit/theme'
import { style } from '@vanilla-extract/css'

export const back = style({ justifySelf: 'start' })
export const header = style({ display: 'grid', gap: vars.space['2xs'], justifyItems: 'start' })
export const facts = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: vars.space.sm,
  margin: 0,
  color: vars.color.textMuted,
})
export const amenities = style({
  display: 'grid',
  gridTemplateColumns: 'repeat(auto-fill, minmax(200px, 1fr))',
  gap: vars.space.xs,
  margin: 0,
  paddingInlineStart: vars.space.lg,
})
/** An arrow pointing back points the other way in Arabic. */
export const mirrored = style({ selectors: { '[dir="rtl"] &': { transform: 'scaleX(-1)' } } })
export const error = style({
  margin: 0,
  marginBlockEnd: vars.space.md,
  padding: vars.space.md,
  borderRadius: vars.radius.md,
  background: vars.color.dangerSubtle,
  color: vars.color.danger,
})
