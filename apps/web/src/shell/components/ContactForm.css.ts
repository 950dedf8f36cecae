import { vars } from '@rihla/ui-kit/theme'
import { style } from '@vanilla-extract/css'

export const form = style({ display: 'grid', gap: vars.space.md })

export const submit = style({ justifySelf: 'start' })

export const formError = style({
  margin: 0,
  padding: vars.space.sm,
  borderRadius: vars.radius.md,
  background: vars.color.dangerSubtle,
  color: vars.color.danger,
})

export const success = style({
  display: 'grid',
  gap: vars.space.sm,
  justifyItems: 'start',
  padding: vars.space.lg,
  borderRadius: vars.radius.lg,
  background: vars.color.successSubtle,
  color: vars.color.text,
})

export const successTitle = style({ margin: 0, fontSize: vars.font.size.xl, color: vars.color.success })
