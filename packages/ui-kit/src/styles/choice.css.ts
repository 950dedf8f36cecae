import { style } from '@vanilla-extract/css'
import { vars } from '../theme/contract.css.ts'

/** A checkbox or radio: indicator and label on one row, as tall as a touch target. */
export const choice = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.xs,
  minBlockSize: vars.size.touchTarget,
  color: vars.color.text,
  cursor: 'pointer',
  selectors: {
    '&[data-disabled]': { color: vars.color.textMuted, cursor: 'not-allowed' },
  },
})
