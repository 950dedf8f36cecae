import { vars } from '@rihla/ui-kit/theme'
import { style } from '@vanilla-extract/css'

export const selection = style({ display: 'grid', gap: vars.space.md, minInlineSize: 0 })
export const status = style({ margin: 0, fontWeight: vars.font.weight.semibold })
export const problem = style({
  margin: 0,
  padding: vars.space.sm,
  borderRadius: vars.radius.md,
  border: `1px solid ${vars.color.danger}`,
  background: vars.color.dangerSubtle,
  color: vars.color.text,
})
// Many coaches: the selector scrolls sideways on a phone instead of pushing the page wider.
export const areas = style({ overflowX: 'auto', flexWrap: 'nowrap' })
export const free = style({
  display: 'block',
  fontSize: vars.font.size.xs,
  color: vars.color.textMuted,
  fontWeight: vars.font.weight.regular,
})
