import { minWidth, vars } from '@rihla/ui-kit/theme'
import { globalStyle, style } from '@vanilla-extract/css'

export const layout = style({
  display: 'grid',
  gap: vars.space.xl,
  alignItems: 'start',
  '@media': { [minWidth('lg')]: { gridTemplateColumns: 'minmax(0, 1fr) minmax(0, 28rem)' } },
})

export const content = style({ display: 'grid', gap: vars.space.lg })

export const details = style({ display: 'grid', gap: vars.space.sm })

export const detailsTitle = style({ margin: 0, fontSize: vars.font.size.xl })

export const list = style({
  margin: 0,
  display: 'grid',
  gridTemplateColumns: 'max-content 1fr',
  columnGap: vars.space.md,
  rowGap: vars.space.xs,
})

globalStyle(`${list} dt`, { fontWeight: vars.font.weight.semibold })
globalStyle(`${list} dd`, { margin: 0 })

export const address = style({ fontStyle: 'normal' })

export const formCard = style({
  display: 'grid',
  gap: vars.space.md,
  '@media': { [minWidth('lg')]: { position: 'sticky', insetBlockStart: vars.space.xl } },
})

/** Holds the form's height while it loads, so nothing moves when it arrives. */
export const formPlaceholder = style({ minBlockSize: '26rem' })
