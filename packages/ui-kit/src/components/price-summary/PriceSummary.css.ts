import { style } from '@vanilla-extract/css'
import { vars } from '../../theme/contract.css.ts'

export const summary = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.sm,
})

export const title = style({
  fontSize: vars.font.size.lg,
  fontWeight: vars.font.weight.semibold,
})

export const list = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xs,
  margin: 0,
})

export const row = style({
  display: 'flex',
  alignItems: 'baseline',
  justifyContent: 'space-between',
  gap: vars.space.md,
})

export const term = style({ color: vars.color.textMuted, margin: 0 })

export const value = style({
  margin: 0,
  fontVariantNumeric: 'tabular-nums',
  textAlign: 'end',
  whiteSpace: 'nowrap',
  color: vars.color.text,
})

export const discount = style({ color: vars.color.success, fontWeight: vars.font.weight.medium })

export const strikethrough = style({ textDecoration: 'line-through', color: vars.color.textMuted })

export const totalRow = style({
  display: 'flex',
  alignItems: 'baseline',
  justifyContent: 'space-between',
  gap: vars.space.md,
  paddingBlockStart: vars.space.sm,
  borderBlockStart: `1px dashed ${vars.color.border}`,
})

export const totalTerm = style({
  margin: 0,
  fontWeight: vars.font.weight.semibold,
  fontSize: vars.font.size.md,
})

export const totalValue = style({
  margin: 0,
  fontWeight: vars.font.weight.bold,
  fontSize: vars.font.size.xl,
  fontVariantNumeric: 'tabular-nums',
  color: vars.color.text,
})

export const note = style({ fontSize: vars.font.size.sm, color: vars.color.textMuted })
