import { vars } from '@rihla/ui-kit/theme'
import { style } from '@vanilla-extract/css'

export const list = style({ maxBlockSize: '60vh', overflowY: 'auto' })

export const option = style({
  display: 'flex',
  justifyContent: 'space-between',
  alignItems: 'baseline',
  gap: vars.space.md,
  inlineSize: '100%',
})

export const code = style({
  color: vars.color.textMuted,
  fontSize: vars.font.size.sm,
  fontWeight: vars.font.weight.semibold,
})

export const message = style({ margin: 0, lineHeight: vars.font.lineHeight.normal })
