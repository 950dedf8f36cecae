import { vars } from '@rihla/ui-kit/theme'
import { style } from '@vanilla-extract/css'

export const option = style({ display: 'grid', gap: vars.space['3xs'], textAlign: 'start' })
export const name = style({ fontWeight: vars.font.weight.medium })
export const context = style({ fontSize: vars.font.size.sm, color: vars.color.textMuted })
