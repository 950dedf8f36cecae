import { vars } from '@rihla/ui-kit/theme'
import { style } from '@vanilla-extract/css'

export const section = style({ display: 'grid', gap: vars.space.md })

export const title = style({ margin: 0, fontSize: vars.font.size.xl })

export const muted = style({ margin: 0, color: vars.color.textMuted })

export const rule = style({
  margin: 0,
  padding: vars.space.sm,
  borderRadius: vars.radius.md,
  background: vars.color.surfaceSubtle,
})

export const figures = style({
  display: 'grid',
  gridTemplateColumns: 'minmax(7rem, max-content) minmax(0, 1fr)',
  gap: `${vars.space.xs} ${vars.space.md}`,
  margin: 0,
})

export const term = style({ color: vars.color.textMuted })

export const value = style({ margin: 0, fontWeight: vars.font.weight.medium, overflowWrap: 'anywhere' })

export const refund = style({ margin: 0, fontWeight: vars.font.weight.bold })

export const problem = style({
  margin: 0,
  padding: vars.space.sm,
  borderRadius: vars.radius.md,
  background: vars.color.dangerSubtle,
  color: vars.color.danger,
})

export const footer = style({ display: 'flex', gap: vars.space.sm, justifyContent: 'end', flexWrap: 'wrap' })

export const steps = style({ listStyle: 'none', margin: 0, padding: 0, display: 'grid', gap: vars.space.sm })

export const step = style({
  display: 'grid',
  gridTemplateColumns: 'auto minmax(0, 1fr)',
  gap: vars.space.sm,
  alignItems: 'start',
})

export const stepDot = style({
  inlineSize: '0.75rem',
  blockSize: '0.75rem',
  marginBlockStart: '0.35rem',
  borderRadius: '50%',
  border: `2px solid ${vars.color.primary}`,
})

export const stepDone = style({ background: vars.color.primary })

export const stepName = style({ margin: 0, fontWeight: vars.font.weight.semibold })

export const stepWhen = style({ margin: 0, color: vars.color.textMuted, fontSize: vars.font.size.sm })

/** An order ID never breaks at its hyphens (RH-BS- on one line, its number on the next). */
export const orderId = style({ whiteSpace: 'nowrap' })
