import { vars } from '@rihla/ui-kit/theme'
import { style } from '@vanilla-extract/css'

export const section = style({ display: 'grid', gap: vars.space.sm })
export const heading = style({ margin: 0, fontSize: vars.font.size.lg })
export const concession = style({ display: 'grid', gap: vars.space.sm })
export const note = style({ margin: 0, color: vars.color.textMuted, fontSize: vars.font.size.sm })
