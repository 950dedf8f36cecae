import { keyframes, style } from '@vanilla-extract/css'
import { reducedMotion } from '../../styles/focus.css.ts'
import { vars } from '../../theme/contract.css.ts'

const slide = keyframes({
  from: { insetInlineStart: '-40%' },
  to: { insetInlineStart: '100%' },
})

export const root = style({
  display: 'grid',
  gridTemplateColumns: '1fr auto',
  gap: vars.space['2xs'],
  inlineSize: '100%',
})

export const label = style({
  fontSize: vars.font.size.sm,
  fontWeight: vars.font.weight.medium,
  color: vars.color.text,
})

export const value = style({
  fontSize: vars.font.size.sm,
  color: vars.color.textMuted,
  fontVariantNumeric: 'tabular-nums',
})

export const track = style({
  gridColumn: '1 / -1',
  position: 'relative',
  blockSize: '8px',
  overflow: 'hidden',
  borderRadius: vars.radius.full,
  backgroundColor: vars.color.surfaceSunken,
})

/** The `line` appearance: the track alone, thin and square-ended. */
export const line = style({
  position: 'relative',
  blockSize: '3px',
  overflow: 'hidden',
  backgroundColor: vars.color.surfaceSunken,
})

export const fill = style({
  position: 'absolute',
  insetBlock: 0,
  insetInlineStart: 0,
  borderRadius: vars.radius.full,
  backgroundColor: vars.color.primary,
  transition: `inline-size ${vars.motion.duration.slow} ${vars.motion.easing.standard}`,
})

export const indeterminate = style({
  inlineSize: '40%',
  animation: `${slide} 1.4s ${vars.motion.easing.inOut} infinite`,
  '@media': {
    // Without the sweep, a full, softer bar still reads as "in progress".
    [reducedMotion]: { animation: 'none', inlineSize: '100%', insetInlineStart: 0, opacity: 0.5 },
  },
})
