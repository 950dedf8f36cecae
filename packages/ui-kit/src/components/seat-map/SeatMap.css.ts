import { vars } from '../../theme/contract.css.ts'
import { style, styleVariants } from '@vanilla-extract/css'

/** The custom property holding a seat's side at the map's zoom (2.5rem at 100%), set on the wrapper. */
export const SEAT_SIZE_PROPERTY = '--rihla-seat-size'
/** A seat's and an aisle's width: the component builds each row's columns from the vehicle's layout. */
export const SEAT = `var(${SEAT_SIZE_PROPERTY})`
export const AISLE = `calc(${SEAT} / 2)`

// One column no wider than the dialog: a wide cabin scrolls inside its map instead of widening the legend
// and the dialog past a phone's screen.
export const wrapper = style({
  vars: { [SEAT_SIZE_PROPERTY]: '2.5rem' },
  display: 'grid',
  gridTemplateColumns: 'minmax(0, 1fr)',
  gap: vars.space.sm,
})

export const zoom = style({ display: 'flex', gap: vars.space.xs, justifyContent: 'end' })
export const zoomButton = style({
  display: 'grid',
  placeItems: 'center',
  inlineSize: vars.size.touchTarget,
  blockSize: vars.size.touchTarget,
  padding: 0,
  border: `1px solid ${vars.color.borderStrong}`,
  borderRadius: vars.radius.md,
  background: vars.color.surface,
  color: vars.color.primaryText,
  cursor: 'pointer',
  selectors: {
    '&:focus-visible': { outline: `3px solid ${vars.color.focusRing}`, outlineOffset: '2px' },
    '&:disabled': { color: vars.color.textMuted, cursor: 'not-allowed' },
  },
})

export const map = style({
  display: 'grid',
  gap: vars.space.xs,
  justifyContent: 'center',
  overflowX: 'auto',
  // A finger pans a map wider than the phone; a double tap on a seat chooses it, never zooms the page.
  touchAction: 'pan-x pan-y pinch-zoom',
  paddingBlock: vars.space.xs,
  paddingInline: vars.space.sm,
  borderRadius: vars.radius.lg,
  background: vars.color.surfaceSubtle,
})

export const row = style({ display: 'grid', gap: vars.space['2xs'], alignItems: 'center' })

export const letters = style([
  row,
  {
    background: vars.color.surfaceSubtle,
    color: vars.color.textMuted,
    fontSize: vars.font.size.xs,
    fontWeight: vars.font.weight.semibold,
    textAlign: 'center',
  },
])

export const rowNumber = style({
  color: vars.color.textMuted,
  fontSize: vars.font.size.xs,
  textAlign: 'center',
  alignSelf: 'start',
  lineHeight: SEAT,
})

export const markedRow = style({
  color: vars.color.info,
  fontWeight: vars.font.weight.bold,
})

export const cell = style({
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'center',
  alignSelf: 'start',
  minBlockSize: `calc(${SEAT} + 0.875rem)`,
})

const seatBase = style({
  inlineSize: SEAT,
  blockSize: SEAT,
  display: 'grid',
  placeItems: 'center',
  padding: 0,
  borderRadius: `${vars.radius.md} ${vars.radius.md} ${vars.radius.sm} ${vars.radius.sm}`,
  border: `2px solid ${vars.color.primary}`,
  background: vars.color.surface,
  color: vars.color.text,
  fontSize: vars.font.size.xs,
  fontWeight: vars.font.weight.semibold,
  cursor: 'pointer',
  touchAction: 'manipulation',
  selectors: {
    '&:focus-visible': { outline: `3px solid ${vars.color.focusRing}`, outlineOffset: '2px' },
    '&[aria-disabled="true"]': { cursor: 'not-allowed' },
  },
})

export const seat = styleVariants({
  available: [seatBase],
  free: [seatBase, { borderColor: vars.color.success, background: vars.color.successSubtle }],
  special: [seatBase, { borderColor: vars.color.info, background: vars.color.infoSubtle }],
  taken: [
    seatBase,
    { borderColor: vars.color.border, background: vars.color.surfaceSunken, color: vars.color.textMuted },
  ],
  selected: [
    seatBase,
    { borderColor: vars.color.primary, background: vars.color.primary, color: vars.color.onPrimary },
  ],
  held: [
    seatBase,
    { borderColor: vars.color.primary, background: vars.color.primarySubtle, color: vars.color.primaryText },
  ],
})

export const pending = style({ opacity: 0.6 })

/** A seat's note (its price) under it, small enough to fit a seat. */
export const seatNote = style({
  fontSize: '0.6875rem',
  lineHeight: 1.2,
  color: vars.color.textMuted,
  fontWeight: vars.font.weight.regular,
  fontVariantNumeric: 'tabular-nums',
})

export const legend = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: vars.space.md,
  margin: 0,
  padding: 0,
  listStyle: 'none',
  fontSize: vars.font.size.sm,
  color: vars.color.textMuted,
})

export const legendItem = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.xs,
  minInlineSize: 0,
})

export const swatch = style({
  inlineSize: '1.25rem',
  blockSize: '1.25rem',
  flexShrink: 0,
  borderRadius: vars.radius.sm,
})

/**
 * Two lines, always: a longer description is cut short rather than pushing the seats down. Focus comes
 * with a tap's touch and the click after it, so a line that grew in between moved the seat from under
 * the finger and the tap chose nothing (a 320 px phone, "window, facing backward").
 */
export const focused = style({
  margin: 0,
  fontSize: vars.font.size.sm,
  lineHeight: 1.5,
  blockSize: '3em',
  overflow: 'hidden',
  display: '-webkit-box',
  WebkitBoxOrient: 'vertical',
  WebkitLineClamp: 2,
  color: vars.color.text,
})
