import { vars } from '@rihla/ui-kit/theme'
import { style } from '@vanilla-extract/css'

export const card = style({ display: 'grid', gap: vars.space.sm })
export const title = style({ margin: 0, fontSize: vars.font.size.lg })
