import { vars } from '@rihla/ui-kit/theme'
import { style } from '@vanilla-extract/css'

export const panel = style({
  display: 'grid',
  gap: vars.space.lg,
  padding: vars.space.md,
  borderRadius: vars.radius.lg,
  background: vars.color.surface,
  border: `1px solid ${vars.color.border}`,
})
export const header = style({ display: 'flex', alignItems: 'center', justifyContent: 'space-between' })
export const title = style({ margin: 0, fontSize: vars.font.size.lg })
export const sheet = style({ display: 'grid', gap: vars.space.lg })
