import { vars } from '@rihla/ui-kit/theme'
import { style } from '@vanilla-extract/css'

export const filters = style({ display: 'grid', gap: vars.space.md })
