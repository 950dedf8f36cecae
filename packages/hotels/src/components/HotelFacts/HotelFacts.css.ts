import { vars } from '@rihla/ui-kit/theme'
import { style } from '@vanilla-extract/css'

export const panel = style({ display: 'grid', gap: vars.space.md })
export const note = style({ margin: 0, color: vars.color.textMuted, maxInlineSize: '65ch' })
