import { vars } from '@rihla/ui-kit/theme'
import { style } from '@vanilla-extract/css'

const base = style({
  inlineSize: '100%',
  marginInline: 'auto',
  paddingBlock: `${vars.space.xl} ${vars.space['2xl']}`,
  paddingInline: vars.space.md,
  boxSizing: 'border-box',
})

export const frame = style([base, { maxInlineSize: '760px' }])

export const wide = style([base, { maxInlineSize: vars.size.contentMax }])
