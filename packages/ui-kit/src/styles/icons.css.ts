import { style } from '@vanilla-extract/css'

/** For icons that point somewhere (arrows, chevrons, plane heading): they turn around in right-to-left. */
export const directionalIcon = style({
  flexShrink: 0,
  selectors: { '[dir="rtl"] &': { transform: 'scaleX(-1)' } },
})

export const icon = style({ flexShrink: 0 })
