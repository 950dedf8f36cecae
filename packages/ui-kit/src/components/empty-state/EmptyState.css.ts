import { style } from '@vanilla-extract/css'
import { vars } from '../../theme/contract.css.ts'

export const root = style({
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'center',
  gap: vars.space.md,
  paddingBlock: vars.space.xl,
  paddingInline: vars.space.md,
  textAlign: 'center',
  maxInlineSize: '36rem',
  marginInline: 'auto',
})

export const text = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xs,
})

export const title = style({
  margin: 0,
  fontSize: vars.font.size['2xl'],
  fontWeight: vars.font.weight.semibold,
  lineHeight: vars.font.lineHeight.tight,
  color: vars.color.text,
})

export const description = style({
  margin: 0,
  color: vars.color.textMuted,
  fontSize: vars.font.size.md,
})

export const actions = style({
  display: 'flex',
  flexWrap: 'wrap',
  justifyContent: 'center',
  gap: vars.space.sm,
  marginBlockStart: vars.space.xs,
})
