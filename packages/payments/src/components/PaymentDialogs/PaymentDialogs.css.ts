import { vars } from '@rihla/ui-kit/theme'
import { globalStyle, style } from '@vanilla-extract/css'

export const body = style({ display: 'grid', gap: vars.space.md })

export const footer = style({
  display: 'flex',
  flexWrap: 'wrap',
  justifyContent: 'flex-end',
  gap: vars.space.sm,
})

export const facts = style({ display: 'grid', gap: vars.space.xs, margin: 0 })

export const fact = style({ display: 'flex', justifyContent: 'space-between', gap: vars.space.md })

export const term = style({ color: vars.color.textMuted })

export const value = style({ margin: 0, fontWeight: vars.font.weight.semibold, textAlign: 'end' })

export const note = style({ margin: 0, color: vars.color.textMuted, fontSize: vars.font.size.sm })

export const error = style({ margin: 0, color: vars.color.danger, fontWeight: vars.font.weight.medium })

export const mobile = style({})

globalStyle(`${mobile} input`, { direction: 'ltr', textAlign: 'start' })

export const ltr = style({ direction: 'ltr', unicodeBidi: 'isolate' })
