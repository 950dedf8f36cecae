import { vars } from '@rihla/ui-kit/theme'
import { style } from '@vanilla-extract/css'

/** A card led by its artwork: offers and featured events. */
export const card = style({
  position: 'relative',
  display: 'flex',
  flexDirection: 'column',
  borderRadius: vars.radius.lg,
  overflow: 'hidden',
  background: vars.color.surface,
  boxShadow: vars.shadow.sm,
})

export const image = style({
  display: 'block',
  inlineSize: '100%',
  blockSize: 'auto',
  aspectRatio: '16 / 9',
  objectFit: 'cover',
})

export const body = style({
  display: 'grid',
  gap: vars.space.xs,
  padding: vars.space.md,
  alignContent: 'start',
})

export const title = style({ margin: 0, fontSize: vars.font.size.lg, lineHeight: vars.font.lineHeight.snug })
