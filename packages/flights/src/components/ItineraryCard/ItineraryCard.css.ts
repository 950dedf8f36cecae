import { vars } from '@rihla/ui-kit/theme'
import { style } from '@vanilla-extract/css'

/** Every card is as tall as the virtualized list's rows. */
export const ROW_HEIGHT = 200

export const card = style({
  display: 'grid',
  gridTemplateColumns: '1fr auto',
  gap: vars.space.md,
  blockSize: `${ROW_HEIGHT - 16}px`,
  boxSizing: 'border-box',
  overflow: 'hidden',
  padding: vars.space.md,
  borderRadius: vars.radius.lg,
  border: `1px solid ${vars.color.border}`,
  background: vars.color.surface,
})

export const legs = style({ display: 'grid', gap: vars.space.xs, alignContent: 'start', minInlineSize: 0 })
export const airline = style({
  display: 'flex',
  gap: vars.space.xs,
  alignItems: 'center',
  margin: 0,
  fontWeight: vars.font.weight.semibold,
})
export const leg = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: vars.space.sm,
  alignItems: 'baseline',
  margin: 0,
})
export const time = style({ fontWeight: vars.font.weight.semibold, fontVariantNumeric: 'tabular-nums' })
export const line = style({ color: vars.color.textMuted, fontSize: vars.font.size.sm })
export const side = style({ display: 'grid', gap: vars.space.xs, justifyItems: 'end', alignContent: 'start' })
export const price = style({ margin: 0, fontSize: vars.font.size.xl, fontWeight: vars.font.weight.bold })
export const from = style({ fontSize: vars.font.size.sm, fontWeight: vars.font.weight.regular })
export const actions = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space.xs, justifyContent: 'end' })
export const provider = style({ color: vars.color.textMuted, fontSize: vars.font.size.xs })
