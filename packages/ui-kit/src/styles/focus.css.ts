import type { StyleRule } from '@vanilla-extract/css'
import { vars } from '../theme/contract.css.ts'

/** The visible focus ring every interactive part shows on keyboard focus (RAC `data-focus-visible`). */
export const focusRing: StyleRule = {
  outline: `2px solid ${vars.color.focusRing}`,
  outlineOffset: '2px',
}

export const reducedMotion = '(prefers-reduced-motion: reduce)'
