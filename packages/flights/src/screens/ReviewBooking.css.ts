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
export const title = style({ margin: 0, fontSize: vars.font.size['3xl'], color: vars.color.text })

export const layout = style({
  display: 'grid',
  gap: vars.space.lg,
  alignItems: 'start',
  '@media': { [minWidth('lg')]: { gridTemplateColumns: 'minmax(0, 2fr) minmax(300px, 1fr)' } },
})
export const main = style({ display: 'grid', gap: vars.space.lg, minInlineSize: 0 })
export const aside = style({
  display: 'grid',
  gap: vars.space.md,
  '@media': { [minWidth('lg')]: { position: 'sticky', insetBlockStart: vars.space.lg } },
})
export const skeleton = style({
  display: 'grid',
  gap: vars.space.sm,
  padding: vars.space.lg,
  borderRadius: vars.radius.lg,
  background: vars.color.surface,
})

export const cardHeader = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: vars.space.sm,
  alignItems: 'center',
  justifyContent: 'space-between',
})
export const cardTitle = style({ margin: 0, fontSize: vars.font.size.xl })
export const contact = style({ display: 'grid', gap: vars.space.md })
export const facts = style({ display: 'grid', gap: vars.space.xs, margin: 0 })
export const fact = style({
  display: 'flex',
  flexWrap: 'wrap',
  justifyContent: 'space-between',
  gap: vars.space.md,
})
export const term = style({ color: vars.color.textMuted })
export const value = style({ margin: 0, fontWeight: vars.font.weight.semibold, overflowWrap: 'anywhere' })
export const terms = style({ margin: 0, color: vars.color.textMuted, fontSize: vars.font.size.sm })
