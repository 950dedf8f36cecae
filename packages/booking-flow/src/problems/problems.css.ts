import { vars } from '@rihla/ui-kit/theme'
import { style } from '@vanilla-extract/css'

/** The box that lists what stops a booking step (a form's missing fields, a reservation refused). */
export const problems = style({
  display: 'grid',
  gap: vars.space.xs,
  padding: vars.space.md,
  borderRadius: vars.radius.md,
  border: `1px solid ${vars.color.danger}`,
  background: vars.color.dangerSubtle,
  color: vars.color.text,
})
export const problemsTitle = style({
  margin: 0,
  fontWeight: vars.font.weight.semibold,
  color: vars.color.danger,
})
export const problemsList = style({ margin: 0, paddingInlineStart: vars.space.lg })
