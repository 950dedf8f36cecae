import { vars } from '@rihla/ui-kit/theme'
import { style } from '@vanilla-extract/css'

export const form = style({
  display: 'grid',
  gap: vars.space.lg,
  padding: vars.space.lg,
  borderRadius: vars.radius.xl,
  background: vars.color.surface,
  boxShadow: vars.shadow.md,
})

export const leg = style({
  display: 'grid',
  gap: vars.space.sm,
  margin: 0,
  padding: 0,
  border: 'none',
  minInlineSize: 0,
})

export const legend = style({
  paddingInline: 0,
  marginBlockEnd: vars.space.xs,
  fontWeight: vars.font.weight.semibold,
})

export const legFields = style({
  display: 'grid',
  gap: vars.space.md,
  gridTemplateColumns: 'repeat(auto-fit, minmax(200px, 1fr))',
  alignItems: 'start',
})

export const travellers = style({
  display: 'grid',
  gap: vars.space.md,
  gridTemplateColumns: 'repeat(auto-fit, minmax(160px, 1fr))',
  alignItems: 'start',
})

export const addLeg = style({ justifySelf: 'start' })

export const actions = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: vars.space.md,
  alignItems: 'center',
  justifyContent: 'space-between',
})

export const note = style({ margin: 0, color: vars.color.textMuted, fontSize: vars.font.size.sm })

export const formError = style({ margin: 0, color: vars.color.danger })
