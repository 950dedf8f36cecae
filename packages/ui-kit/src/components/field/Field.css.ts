import { style } from '@vanilla-extract/css'
import { vars } from '../../theme/contract.css.ts'

export const field = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space['2xs'],
  minInlineSize: 0,
})

export const label = style({
  fontSize: vars.font.size.sm,
  fontWeight: vars.font.weight.medium,
  color: vars.color.text,
  lineHeight: vars.font.lineHeight.snug,
})

export const description = style({
  fontSize: vars.font.size.sm,
  color: vars.color.textMuted,
  lineHeight: vars.font.lineHeight.snug,
})

export const error = style({
  fontSize: vars.font.size.sm,
  color: vars.color.danger,
  lineHeight: vars.font.lineHeight.snug,
})

const controlFrame = {
  minBlockSize: vars.size.controlMd,
  borderWidth: '1px',
  borderStyle: 'solid',
  borderColor: vars.color.borderStrong,
  borderRadius: vars.radius.md,
  backgroundColor: vars.color.surface,
  color: vars.color.text,
  transition: `border-color ${vars.motion.duration.fast} ${vars.motion.easing.standard}, box-shadow ${vars.motion.duration.fast} ${vars.motion.easing.standard}`,
} as const

/** A text input or textarea. */
export const input = style({
  ...controlFrame,
  inlineSize: '100%',
  paddingInline: vars.space.sm,
  paddingBlock: vars.space.xs,
  fontSize: vars.font.size.md,
  lineHeight: vars.font.lineHeight.normal,
  outline: 'none',
  selectors: {
    '&::placeholder': { color: vars.color.textMuted, opacity: 1 },
    '&[data-hovered]': { borderColor: vars.color.text },
    '&[data-focused]': { borderColor: vars.color.focusRing, boxShadow: `0 0 0 1px ${vars.color.focusRing}` },
    '&[data-invalid]': { borderColor: vars.color.danger },
    '&[data-invalid][data-focused]': { boxShadow: `0 0 0 1px ${vars.color.danger}` },
    '&[data-disabled]': {
      backgroundColor: vars.color.surfaceSunken,
      color: vars.color.textMuted,
      cursor: 'not-allowed',
    },
  },
})

export const textArea = style({
  minBlockSize: '6rem',
  resize: 'vertical',
})

/** A RAC Group holding an input with buttons (number field, date field). */
export const group = style({
  ...controlFrame,
  display: 'flex',
  alignItems: 'center',
  inlineSize: '100%',
  overflow: 'hidden',
  selectors: {
    '&[data-hovered]': { borderColor: vars.color.text },
    '&[data-focus-within]': {
      borderColor: vars.color.focusRing,
      boxShadow: `0 0 0 1px ${vars.color.focusRing}`,
    },
    '&[data-invalid]': { borderColor: vars.color.danger },
    '&[data-disabled]': { backgroundColor: vars.color.surfaceSunken, color: vars.color.textMuted },
  },
})

/** An input inside a group: the group draws the frame. */
export const groupInput = style({
  flex: 1,
  minInlineSize: 0,
  alignSelf: 'stretch',
  border: 'none',
  background: 'transparent',
  paddingInline: vars.space.sm,
  fontSize: vars.font.size.md,
  color: 'inherit',
  outline: 'none',
  selectors: {
    '&::placeholder': { color: vars.color.textMuted, opacity: 1 },
  },
})
