import { globalStyle, style } from '@vanilla-extract/css'
import { minWidth } from '../../theme/breakpoints.ts'
import { vars } from '../../theme/contract.css.ts'

export const footer = style({
  backgroundColor: vars.color.inverseSurface,
  color: vars.color.textInverse,
})

export const inner = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xl,
  maxInlineSize: vars.size.contentMax,
  marginInline: 'auto',
  paddingBlock: vars.space['2xl'],
  paddingInline: vars.space.md,
  '@media': { [minWidth('lg')]: { paddingInline: vars.space.lg } },
})

export const top = style({
  display: 'grid',
  gap: vars.space.xl,
  '@media': {
    [minWidth('md')]: { gridTemplateColumns: 'minmax(200px, 1.2fr) 3fr' },
  },
})

export const brand = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.sm,
  color: vars.color.textInverseMuted,
  fontSize: vars.font.size.sm,
})

export const columns = style({
  display: 'grid',
  gap: vars.space.lg,
  gridTemplateColumns: 'repeat(2, minmax(0, 1fr))',
  '@media': {
    [minWidth('lg')]: { gridTemplateColumns: 'repeat(auto-fit, minmax(140px, 1fr))' },
  },
})

export const column = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.sm,
})

export const columnTitle = style({
  margin: 0,
  fontSize: vars.font.size.sm,
  fontWeight: vars.font.weight.semibold,
  color: vars.color.textInverse,
})

export const links = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space['2xs'],
  listStyle: 'none',
  margin: 0,
  padding: 0,
})

export const bottomBar = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: vars.space.sm,
  paddingBlockStart: vars.space.lg,
  borderBlockStart: `1px solid color-mix(in srgb, ${vars.color.textInverse} 18%, transparent)`,
  color: vars.color.textInverseMuted,
  fontSize: vars.font.size.sm,
})

// Whatever Link the app renders inside the footer reads on the dark surface.
globalStyle(`${footer} a`, { color: vars.color.textInverseMuted, textDecoration: 'none' })
globalStyle(`${footer} a:hover`, { color: vars.color.textInverse, textDecoration: 'underline' })
globalStyle(`${links} a`, { display: 'inline-flex', alignItems: 'center', minBlockSize: '32px' })
globalStyle(`${footer} :focus-visible`, { outlineColor: vars.color.textInverse })
