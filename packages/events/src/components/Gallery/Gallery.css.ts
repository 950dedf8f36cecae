import { vars } from '@rihla/ui-kit/theme'
import { style } from '@vanilla-extract/css'

export const gallery = style({ display: 'grid', gap: vars.space.sm, margin: 0 })
export const main = style({
  inlineSize: '100%',
  blockSize: 'auto',
  aspectRatio: '16 / 9',
  objectFit: 'cover',
  borderRadius: vars.radius.lg,
  background: vars.color.surfaceSunken,
})
export { row as thumbs } from '../../lists.css'
export const thumb = style({
  padding: 0,
  border: `2px solid transparent`,
  borderRadius: vars.radius.md,
  background: 'none',
  cursor: 'pointer',
  selectors: {
    '&[data-selected]': { borderColor: vars.color.primary },
    '&[data-focus-visible]': { outline: `2px solid ${vars.color.focusRing}`, outlineOffset: 2 },
  },
})
export const thumbImage = style({
  display: 'block',
  inlineSize: 96,
  blockSize: 54,
  objectFit: 'cover',
  borderRadius: vars.radius.sm,
})
