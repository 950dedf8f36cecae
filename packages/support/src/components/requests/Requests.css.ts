import { vars } from '@rihla/ui-kit/theme'
import { style } from '@vanilla-extract/css'

export const card = style({ display: 'grid', gap: vars.space.sm })

export const cardHeader = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: vars.space.xs,
})

export const cardTitle = style({
  margin: 0,
  fontSize: vars.font.size.lg,
  fontWeight: vars.font.weight.semibold,
  color: vars.color.text,
})

export const ticket = style({ color: vars.color.textMuted, fontWeight: vars.font.weight.regular })

export const booking = style({ display: 'grid', gap: vars.space['2xs'] })

export const bookingTitle = style({ margin: 0, color: vars.color.text })

export const bookingType = style({ fontWeight: vars.font.weight.semibold })

export const bookingFacts = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  gap: vars.space.sm,
  margin: 0,
  fontSize: vars.font.size.sm,
  color: vars.color.textMuted,
})

export const lastMessage = style({
  margin: 0,
  color: vars.color.textMuted,
  overflow: 'hidden',
  display: '-webkit-box',
  WebkitLineClamp: 2,
  WebkitBoxOrient: 'vertical',
  textAlign: 'start',
})

export const cardFooter = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: vars.space.sm,
  fontSize: vars.font.size.sm,
  color: vars.color.textMuted,
})
