import { vars } from '@rihla/ui-kit/theme'
import { style } from '@vanilla-extract/css'

export const card = style({ display: 'grid', gap: vars.space.sm, alignContent: 'start', listStyle: 'none' })

export const header = style({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: vars.space.sm,
})

export const nickname = style({
  margin: 0,
  fontSize: vars.font.size.lg,
  fontWeight: vars.font.weight.semibold,
})

export const name = style({ margin: 0, color: vars.color.textMuted })

export const facts = style({
  display: 'grid',
  gridTemplateColumns: 'repeat(2, minmax(0, 1fr))',
  gap: vars.space.xs,
  margin: 0,
})

export const fact = style({ display: 'grid', gap: vars.space['3xs'], fontSize: vars.font.size.sm })

export const factLabel = style({ color: vars.color.textMuted })

export const factValue = style({ margin: 0, fontWeight: vars.font.weight.medium })

export const warning = style({ justifySelf: 'start', whiteSpace: 'normal' })

export const actions = style({
  display: 'flex',
  gap: vars.space.xs,
  marginBlockStart: vars.space.xs,
  paddingBlockStart: vars.space.sm,
  borderBlockStart: `1px solid ${vars.color.border}`,
})
