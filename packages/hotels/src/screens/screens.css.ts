import { minWidth, vars } from '@rihla/ui-kit/theme'
import { style } from '@vanilla-extract/css'

export const page = style({
  display: 'grid',
  gap: vars.space.lg,
  inlineSize: '100%',
  maxInlineSize: vars.size.contentMax,
  marginInline: 'auto',
  paddingBlock: vars.space.xl,
  paddingInline: vars.space.md,
  boxSizing: 'border-box',
})

export const hero = style({ display: 'grid', gap: vars.space.xs })
export const title = style({ margin: 0, fontSize: vars.font.size['3xl'], color: vars.color.text })
export const lead = style({ margin: 0, color: vars.color.textMuted })

export const resultsHeader = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: vars.space.md,
  alignItems: 'end',
  justifyContent: 'space-between',
})
export const summary = style({ margin: 0, color: vars.color.textMuted })
export const layout = style({
  display: 'grid',
  gap: vars.space.lg,
  alignItems: 'start',
  '@media': { [minWidth('lg')]: { gridTemplateColumns: '260px minmax(0, 1fr)' } },
})
export const filters = style({ display: 'grid', gap: vars.space.md })
export const results = style({ display: 'grid', gridTemplateColumns: 'minmax(0, 1fr)', gap: vars.space.md })
