import { vars } from '@rihla/ui-kit/theme'
import { style } from '@vanilla-extract/css'

export const summary = style({ display: 'grid', gap: vars.space.sm })
export const title = style({ margin: 0, fontSize: vars.font.size.xl })
export const muted = style({ margin: 0, color: vars.color.textMuted, fontSize: vars.font.size.sm })
