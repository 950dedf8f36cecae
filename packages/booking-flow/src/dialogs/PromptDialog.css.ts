import { vars } from '@rihla/ui-kit/theme'
import { style } from '@vanilla-extract/css'

export const footer = style({ display: 'flex', gap: vars.space.sm, justifyContent: 'end', flexWrap: 'wrap' })
