import { style } from '@vanilla-extract/css'

/** The plane points the way of reading. */
export const mirrored = style({
  selectors: { '[dir="rtl"] &': { transform: 'scaleX(-1)' } },
})
