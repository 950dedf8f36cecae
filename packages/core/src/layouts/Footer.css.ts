import { vars } from '@rihla/ui-kit/theme'
import { style } from '@vanilla-extract/css'

export const tagline = style({
  marginBlock: `${vars.space.sm} 0`,
  maxInlineSize: '36ch',
  color: vars.color.textInverseMuted,
  lineHeight: vars.font.lineHeight.normal,
})

export const small = style({ margin: 0, fontSize: vars.font.size.sm, color: vars.color.textInverseMuted })
