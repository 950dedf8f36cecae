import { vars } from '@rihla/ui-kit/theme'
import { style } from '@vanilla-extract/css'

/** An icon on a round tinted disc: the vertical menu and the reasons to book. */
export const iconDisc = style({
  display: 'grid',
  placeItems: 'center',
  inlineSize: '44px',
  blockSize: '44px',
  borderRadius: vars.radius.full,
  background: vars.color.primarySubtle,
  color: vars.color.primaryText,
})
