import { minWidth, vars } from '@rihla/ui-kit/theme'
import { style } from '@vanilla-extract/css'

// A result as compact as its facts allow: the flights beside the price at 1280 px, the price and
// actions under the flights on a phone. Its height follows its content (the list measures each row).
export const card = style({
  display: 'grid',
  gap: vars.space.sm,
  boxSizing: 'border-box',
  paddingBlock: vars.space.sm,
  paddingInline: vars.space.md,
  borderRadius: vars.radius.lg,
  border: `1px solid ${vars.color.border}`,
  background: vars.color.surface,
  '@media': {
    [minWidth('md')]: {
      gridTemplateColumns: 'minmax(0, 1fr) auto',
      columnGap: vars.space.lg,
      alignItems: 'center',
    },
  },
})

export const main = style({ display: 'grid', gap: vars.space.xs, minInlineSize: 0 })

export const heading = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: vars.space.xs,
  alignItems: 'baseline',
  margin: 0,
})
export const airline = style({ fontWeight: vars.font.weight.semibold })
export const brand = style({ color: vars.color.textMuted, fontSize: vars.font.size.sm })

export const includes = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: vars.space.xs,
  alignItems: 'center',
  margin: 0,
  padding: 0,
  listStyle: 'none',
  color: vars.color.textMuted,
  fontSize: vars.font.size.sm,
})
export const include = style({ display: 'inline-flex', alignItems: 'center', gap: vars.space['2xs'] })

/** One flight: departure, the way between (duration and stops over a line), arrival. */
export const leg = style({
  display: 'grid',
  gridTemplateColumns: 'auto minmax(0, 1fr) auto',
  gap: vars.space.sm,
  alignItems: 'center',
})
export const end = style({ display: 'grid', justifyItems: 'start', gap: 0 })
export const arrival = style({ justifyItems: 'end', textAlign: 'end' })
export const time = style({
  fontSize: vars.font.size.lg,
  fontWeight: vars.font.weight.semibold,
  fontVariantNumeric: 'tabular-nums',
  lineHeight: vars.font.lineHeight.tight,
})
export const code = style({ color: vars.color.textMuted, fontSize: vars.font.size.sm })
export const path = style({
  display: 'grid',
  justifyItems: 'center',
  gap: vars.space['3xs'],
  color: vars.color.textMuted,
  fontSize: vars.font.size.xs,
  textAlign: 'center',
  '::after': {
    content: '""',
    justifySelf: 'stretch',
    blockSize: '2px',
    borderRadius: vars.radius.full,
    background: vars.color.border,
  },
})

export const side = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: vars.space.xs,
  alignItems: 'center',
  justifyContent: 'space-between',
  paddingBlockStart: vars.space.xs,
  borderBlockStart: `1px solid ${vars.color.border}`,
  '@media': {
    [minWidth('md')]: {
      display: 'grid',
      justifyItems: 'end',
      paddingBlockStart: 0,
      paddingInlineStart: vars.space.lg,
      borderBlockStart: 'none',
      borderInlineStart: `1px solid ${vars.color.border}`,
    },
  },
})
export const price = style({ margin: 0, fontSize: vars.font.size.xl, fontWeight: vars.font.weight.bold })
export const from = style({ fontSize: vars.font.size.sm, fontWeight: vars.font.weight.regular })
export const actions = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space.xs, justifyContent: 'end' })
