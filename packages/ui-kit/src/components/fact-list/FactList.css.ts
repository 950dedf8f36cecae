import { style, styleVariants } from '@vanilla-extract/css'
import { vars } from '../../theme/contract.css.ts'

const base = style({ display: 'grid', margin: 0 })

/**
 * `columns`: each fact a term above its value, as many side by side as fit (160 px or more each; one
 * column on a narrow phone). `rows`: one fact a line, the term at the start and the value at the end.
 */
export const list = styleVariants({
  columns: [
    base,
    { gridTemplateColumns: 'repeat(auto-fit, minmax(min(160px, 100%), 1fr))', gap: vars.space.sm },
  ],
  rows: [base, { gap: vars.space.xs }],
})

export const fact = styleVariants({
  columns: { display: 'grid', alignContent: 'start', gap: vars.space['3xs'], minInlineSize: 0 },
  rows: {
    display: 'flex',
    flexWrap: 'wrap',
    alignItems: 'baseline',
    justifyContent: 'space-between',
    gap: `${vars.space['3xs']} ${vars.space.md}`,
  },
})

export const term = styleVariants({
  columns: { color: vars.color.textMuted, fontSize: vars.font.size.sm },
  rows: { color: vars.color.textMuted },
})

export const value = styleVariants({
  columns: {
    margin: 0,
    color: vars.color.text,
    fontWeight: vars.font.weight.medium,
    overflowWrap: 'anywhere',
  },
  rows: { margin: 0, color: vars.color.text, fontWeight: vars.font.weight.semibold, textAlign: 'end' },
})
