import { sprinkles, vars } from '@rihla/ui-kit/theme'
import { style } from '@vanilla-extract/css'

export const rooms = style({ display: 'grid', gap: vars.space.md })
export const room = style([
  sprinkles({
    display: 'grid',
    gap: 'sm',
    alignItems: 'flex-end',
    margin: 'none',
    paddingY: 'sm',
    paddingX: 'md',
  }),
  {
    gridTemplateColumns: 'repeat(auto-fit, minmax(160px, 1fr))',
    border: `1px solid ${vars.color.border}`,
    borderRadius: vars.radius.md,
  },
])
export const legend = style({ paddingInline: vars.space.xs, fontWeight: vars.font.weight.medium })
export const remove = style({ justifySelf: 'start' })
export const add = style({ justifySelf: 'start' })
export const error = style({ margin: 0, color: vars.color.danger })
