import { vars } from '@rihla/ui-kit/theme'
import { style } from '@vanilla-extract/css'

export const summary = style({ display: 'grid', gap: vars.space.md })
export const title = style({ margin: 0, fontSize: vars.font.size.xl })
