import { vars } from '@rihla/ui-kit/theme'
import { style } from '@vanilla-extract/css'

export const venue = style({ display: 'grid', gap: vars.space.xs, justifyItems: 'start' })
export const title = style({ margin: 0, fontSize: vars.font.size.xl })
export const name = style({ margin: 0, fontWeight: vars.font.weight.semibold })
export const muted = style({ margin: 0, color: vars.color.textMuted })
