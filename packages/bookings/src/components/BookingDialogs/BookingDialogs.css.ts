import { vars } from '@rihla/ui-kit/theme'
import { style } from '@vanilla-extract/css'

export const summary = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.sm,
  flexWrap: 'wrap',
  marginBlockEnd: vars.space.md,
})

export const provider = style({ margin: 0, color: vars.color.textMuted, flex: '1 1 auto' })

export const list = style({
  display: 'grid',
  gridTemplateColumns: 'minmax(8rem, max-content) minmax(0, 1fr)',
  gap: `${vars.space.xs} ${vars.space.md}`,
  margin: 0,
})

export const term = style({ color: vars.color.textMuted })

export const value = style({ margin: 0, fontWeight: vars.font.weight.medium, overflowWrap: 'anywhere' })

export const code = style({ fontFamily: vars.font.family.mono, letterSpacing: '0.04em' })

export const sectionTitle = style({
  margin: `${vars.space.lg} 0 ${vars.space.sm}`,
  fontSize: vars.font.size.md,
  fontWeight: vars.font.weight.semibold,
})

export const footer = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: vars.space.sm,
  justifyContent: 'flex-end',
})

export const error = style({
  margin: `${vars.space.md} 0 0`,
  padding: vars.space.sm,
  borderRadius: vars.radius.md,
  background: vars.color.dangerSubtle,
  color: vars.color.danger,
})

export const note = style({ margin: `${vars.space.sm} 0 0`, color: vars.color.textMuted })
