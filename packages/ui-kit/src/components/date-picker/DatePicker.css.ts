import { globalStyle, style } from '@vanilla-extract/css'
import { focusRing } from '../../styles/focus.css.ts'
import { vars } from '../../theme/contract.css.ts'

export const dateInput = style({
  display: 'flex',
  alignItems: 'center',
  flex: 1,
  minInlineSize: 0,
  paddingInline: vars.space.sm,
  fontVariantNumeric: 'tabular-nums',
  whiteSpace: 'nowrap',
  overflowX: 'auto',
})

export const rangeInputs = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  flex: 1,
  minInlineSize: 0,
  paddingBlock: '1px',
})
// Where the two dates do not fit side by side (a 360 px phone), the end date goes under the start date
// whole, rather than each scrolling inside half the field.
globalStyle(`${rangeInputs} > ${dateInput}`, { flex: '0 0 auto', overflowX: 'visible' })

export const rangeSeparator = style({
  color: vars.color.textMuted,
  paddingInline: vars.space['2xs'],
})

// Each segment is a spin button: at least 24px square so it meets the WCAG 2.2 target size. The
// separators between them are text, not targets: as narrow as their glyph, so a stay's two dates fit
// a 360 px phone whole.
export const segment = style({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  minInlineSize: '24px',
  // Never narrower than its digits: a field too narrow for them scrolls instead.
  flexShrink: 0,
  blockSize: '28px',
  paddingInline: '2px',
  borderRadius: vars.radius.sm,
  color: vars.color.text,
  outline: 'none',
  caretColor: 'transparent',
  selectors: {
    '&[data-placeholder]': { color: vars.color.textMuted },
    '&[data-type="literal"]': { color: vars.color.textMuted, minInlineSize: 0, paddingInline: 0 },
    '&[data-focused]': { backgroundColor: vars.color.primary, color: vars.color.onPrimary },
    '&[data-invalid]': { color: vars.color.danger },
    '&[data-invalid][data-focused]': { backgroundColor: vars.color.danger, color: vars.color.onDanger },
  },
})

export const calendarButton = style({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  alignSelf: 'stretch',
  inlineSize: vars.size.touchTarget,
  flexShrink: 0,
  border: 'none',
  background: 'transparent',
  color: vars.color.primaryText,
  cursor: 'pointer',
  outline: 'none',
  selectors: {
    '&[data-hovered], &[data-pressed]': { backgroundColor: vars.color.primarySubtle },
    '&[data-focus-visible]': { ...focusRing, outlineOffset: '-2px' },
  },
})

export const dialog = style({
  padding: vars.space.md,
  outline: 'none',
})
