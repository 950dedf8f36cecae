import { vars } from '@rihla/ui-kit/theme'
import { style } from '@vanilla-extract/css'

export const body = style({ display: 'grid', gap: vars.space.md })
export const subheading = style({ margin: 0, fontSize: vars.font.size.md })
export const text = style({ margin: 0, color: vars.color.textMuted })
export const list = style({
  display: 'grid',
  gap: vars.space.xs,
  margin: 0,
  paddingInlineStart: vars.space.lg,
})
export const photos = style({
  display: 'grid',
  gap: vars.space.sm,
  gridTemplateColumns: 'repeat(auto-fill, minmax(200px, 1fr))',
  listStyle: 'none',
  padding: 0,
  margin: 0,
})
export const figure = style({ display: 'grid', gap: vars.space.xs, margin: 0 })
export const photo = style({
  inlineSize: '100%',
  blockSize: 'auto',
  aspectRatio: '3 / 2',
  objectFit: 'cover',
  borderRadius: vars.radius.md,
  background: vars.color.skeleton,
})
export const caption = style({ fontSize: vars.font.size.sm, color: vars.color.textMuted })
