import { vars } from '@rihla/ui-kit/theme'
import { style } from '@vanilla-extract/css'

export const lead = style({ margin: 0, color: vars.color.textMuted })
