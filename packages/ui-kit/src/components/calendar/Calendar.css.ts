import { style } from '@vanilla-extract/css'
import { focusRing } from '../../styles/focus.css.ts'
import { vars } from '../../theme/contract.css.ts'

export const calendar = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xs,
  inlineSize: 'fit-content',
  maxInlineSize: '100%',
})

export const header = style({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: vars.space.xs,
})

export const heading = style({
  flex: 1,
  margin: 0,
  textAlign: 'center',
  fontSize: vars.font.size.md,
  fontWeight: vars.font.weight.semibold,
})

export const navButton = style({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  inlineSize: vars.size.touchTarget,
  blockSize: vars.size.touchTarget,
  border: 'none',
  borderRadius: vars.radius.full,
  background: 'transparent',
  color: vars.color.primaryText,
  cursor: 'pointer',
  outline: 'none',
  selectors: {
    '&[data-hovered]': { backgroundColor: vars.color.primarySubtle },
    '&[data-focus-visible]': focusRing,
    '&[data-disabled]': { color: vars.color.textMuted, opacity: 0.5, cursor: 'not-allowed' },
  },
})

export const months = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: vars.space.lg,
})

export const grid = style({
  borderCollapse: 'collapse',
  borderSpacing: 0,
})

export const headerCell = style({
  blockSize: '32px',
  fontSize: vars.font.size.xs,
  fontWeight: vars.font.weight.medium,
  color: vars.color.textMuted,
})

export const cell = style({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'center',
  inlineSize: '40px',
  blockSize: '40px',
  marginBlock: '1px',
  borderRadius: vars.radius.full,
  fontSize: vars.font.size.sm,
  fontVariantNumeric: 'tabular-nums',
  color: vars.color.text,
  cursor: 'pointer',
  outline: 'none',
  selectors: {
    '&[data-outside-month]': { visibility: 'hidden' },
    '&[data-hovered]': { backgroundColor: vars.color.primarySubtle },
    '&[data-focus-visible]': { ...focusRing, outlineOffset: '-2px' },
    '&[data-today]': { boxShadow: `inset 0 0 0 1px ${vars.color.primary}` },
    '&[data-selected]': { backgroundColor: vars.color.primary, color: vars.color.onPrimary },
    '&[data-disabled], &[data-unavailable]': {
      color: vars.color.textMuted,
      cursor: 'not-allowed',
      opacity: 0.6,
    },
    '&[data-unavailable]': { textDecoration: 'line-through' },
    '&[data-invalid][data-selected]': { backgroundColor: vars.color.danger, color: vars.color.onDanger },
  },
})

/** A day with a detail under its number: taller, the two lines stacked; still 7 × 42 px on a 360 px phone. */
export const cellWithDetail = style({
  flexDirection: 'column',
  gap: 0,
  inlineSize: '42px',
  blockSize: '48px',
  borderRadius: vars.radius.md,
  lineHeight: 1.1,
})

export const detail = style({
  fontSize: '10px',
  lineHeight: 1.2,
  color: vars.color.textMuted,
  whiteSpace: 'nowrap',
  selectors: {
    [`${cellWithDetail}[data-selected] &`]: { color: 'inherit' },
  },
  // The label is drawn, not written: see DayDetail.label.
  '::after': { content: 'attr(data-detail)' },
})

export const detailHighlighted = style({
  fontWeight: vars.font.weight.semibold,
  color: vars.color.success,
})

export const rangeCell = style({
  selectors: {
    '&[data-selected]': {
      borderRadius: 0,
      backgroundColor: vars.color.primarySubtle,
      color: vars.color.text,
    },
    '&[data-selection-start][data-selected], &[data-selection-end][data-selected]': {
      backgroundColor: vars.color.primary,
      color: vars.color.onPrimary,
    },
    '&[data-selection-start]': {
      borderStartStartRadius: vars.radius.full,
      borderEndStartRadius: vars.radius.full,
    },
    '&[data-selection-end]': { borderStartEndRadius: vars.radius.full, borderEndEndRadius: vars.radius.full },
  },
})

export const error = style({
  fontSize: vars.font.size.sm,
  color: vars.color.danger,
})

export const footer = style({
  maxInlineSize: '100%',
  fontSize: vars.font.size.xs,
  color: vars.color.textMuted,
  textAlign: 'center',
})
