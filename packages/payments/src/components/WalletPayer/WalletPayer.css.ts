import { vars } from '@rihla/ui-kit/theme'
import { globalStyle, style } from '@vanilla-extract/css'

export const payer = style({ display: 'grid', gap: vars.space.md })

export const mobile = style({ maxInlineSize: '320px' })

// A phone number is written and read left to right in both languages.
globalStyle(`${mobile} input`, { direction: 'ltr', textAlign: 'start' })

export const ltr = style({ direction: 'ltr', unicodeBidi: 'isolate' })

export const addRow = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space.sm, alignItems: 'center' })
