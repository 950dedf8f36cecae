import { vars } from '@rihla/ui-kit/theme'
import { style } from '@vanilla-extract/css'

export const section = style({ display: 'grid', gap: vars.space.md })

export const sectionTitle = style({ margin: 0, fontSize: vars.font.size.xl, color: vars.color.text })

export const actions = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space.sm, alignItems: 'center' })

export const note = style({ margin: 0, color: vars.color.textMuted, fontSize: vars.font.size.sm })

export const error = style({
  margin: 0,
  padding: vars.space.sm,
  borderRadius: vars.radius.md,
  background: vars.color.dangerSubtle,
  color: vars.color.danger,
  fontWeight: vars.font.weight.medium,
})
