import { style } from '@vanilla-extract/css'
import { vars } from '../../theme/contract.css.ts'

export const list = style({ margin: 0, padding: 0, listStyle: 'none', boxSizing: 'border-box' })
/** The gap between items is inside each row, so a row's measured height is all it takes. */
export const row = style({ boxSizing: 'border-box', paddingBlockEnd: vars.space.sm })
