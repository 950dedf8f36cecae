import { vars } from '@rihla/ui-kit/theme'
import { style } from '@vanilla-extract/css'

export const page = style({
  flex: 1,
  display: 'grid',
  placeItems: 'center',
  paddingBlock: vars.space['2xl'],
  paddingInline: vars.space.md,
})
