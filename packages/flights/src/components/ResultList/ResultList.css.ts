import { vars } from '@rihla/ui-kit/theme'
import { style } from '@vanilla-extract/css'

export const list = style({ margin: 0, padding: 0, listStyle: 'none', boxSizing: 'border-box' })
/** The gap between cards is inside each row, so a row's measured height is all it takes. */
export const row = style({ boxSizing: 'border-box', paddingBlockEnd: vars.space.sm })
