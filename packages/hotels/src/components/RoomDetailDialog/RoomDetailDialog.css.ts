import { vars } from '@rihla/ui-kit/theme'
import { style } from '@vanilla-extract/css'

export const content = style({ display: 'grid', gap: vars.space.lg })
export const photo = style({
  inlineSize: '100%',
  blockSize: 'auto',
  aspectRatio: '3 / 2',
  objectFit: 'cover',
  borderRadius: vars.radius.md,
})
export const rates = style({ display: 'grid', gap: vars.space.lg, margin: 0, padding: 0, listStyle: 'none' })
export const rate = style({ display: 'grid', gap: vars.space['2xs'] })
export const rateName = style({ margin: 0, fontSize: vars.font.size.md })
export const nights = style({
  display: 'grid',
  gap: vars.space['3xs'],
  margin: 0,
  paddingInlineStart: vars.space.lg,
  fontSize: vars.font.size.sm,
})
export const muted = style({ margin: 0, color: vars.color.textMuted, fontSize: vars.font.size.sm })
export const select = style({ justifySelf: 'start' })
