import { vars } from '@rihla/ui-kit/theme'
import { style } from '@vanilla-extract/css'

export const rooms = style({ display: 'grid', gap: vars.space.md })
export const room = style({
  display: 'grid',
  gap: vars.space.sm,
  gridTemplateColumns: 'repeat(auto-fit, minmax(160px, 1fr))',
  alignItems: 'end',
  margin: 0,
  paddingBlock: vars.space.sm,
  paddingInline: vars.space.md,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
})
export const legend = style({ paddingInline: vars.space.xs, fontWeight: vars.font.weight.medium })
export const remove = style({ justifySelf: 'start' })
export const add = style({ justifySelf: 'start' })
export const error = style({ margin: 0, color: vars.color.danger })
