import { style } from '@vanilla-extract/css'
import { choice } from '../../styles/choice.css.ts'
import { focusRing } from '../../styles/focus.css.ts'
import { vars } from '../../theme/contract.css.ts'

export const group = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xs,
})

export const options = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space['2xs'],
  selectors: {
    '[data-orientation="horizontal"] > &': {
      flexDirection: 'row',
      flexWrap: 'wrap',
      columnGap: vars.space.lg,
    },
  },
})

export const radio = choice

export const indicator = style({
  flexShrink: 0,
  inlineSize: '20px',
  blockSize: '20px',
  borderRadius: vars.radius.full,
  border: `2px solid ${vars.color.borderStrong}`,
  backgroundColor: vars.color.surface,
  transition: `border-width ${vars.motion.duration.fast} ${vars.motion.easing.standard}`,
  selectors: {
    [`${radio}[data-hovered] &`]: { borderColor: vars.color.text },
    [`${radio}[data-selected] &`]: { borderColor: vars.color.primary, borderWidth: '6px' },
    [`${radio}[data-focus-visible] &`]: focusRing,
    [`${radio}[data-invalid] &`]: { borderColor: vars.color.danger },
    [`${radio}[data-disabled] &`]: {
      borderColor: vars.color.border,
      backgroundColor: vars.color.surfaceSunken,
    },
  },
})
