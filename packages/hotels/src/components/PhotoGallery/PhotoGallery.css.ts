import { minWidth, vars } from '@rihla/ui-kit/theme'
import { style } from '@vanilla-extract/css'

/** One large photo and the others beside it on wide screens; a row of small ones on phones. */
export const strip = style({
  display: 'grid',
  gridTemplateColumns: 'repeat(4, minmax(0, 1fr))',
  gap: vars.space.xs,
  '@media': { [minWidth('md')]: { gridTemplateColumns: '2fr repeat(2, minmax(0, 1fr))' } },
})
const thumbBase = {
  padding: 0,
  border: 'none',
  borderRadius: vars.radius.md,
  overflow: 'hidden',
  cursor: 'pointer',
  background: vars.color.surfaceSunken,
  ':focus-visible': { outline: `2px solid ${vars.color.focusRing}`, outlineOffset: '2px' },
} as const
export const leadThumb = style({
  ...thumbBase,
  gridColumn: '1 / -1',
  '@media': { [minWidth('md')]: { gridColumn: 'auto', gridRow: 'span 2' } },
})
export const thumb = style(thumbBase)
export const thumbImage = style({
  display: 'block',
  inlineSize: '100%',
  blockSize: '100%',
  aspectRatio: '3 / 2',
  objectFit: 'cover',
})
export const all = style({ gridColumn: '1 / -1', justifySelf: 'start' })

export const viewer = style({ display: 'grid', gap: vars.space.md, touchAction: 'pan-y' })
export const figure = style({ display: 'grid', gap: vars.space.xs, margin: 0 })
export const large = style({
  inlineSize: '100%',
  blockSize: 'auto',
  aspectRatio: '3 / 2',
  objectFit: 'cover',
  borderRadius: vars.radius.md,
})
export const caption = style({ color: vars.color.textMuted, fontSize: vars.font.size.sm })
export const controls = style({ display: 'flex', justifyContent: 'space-between', gap: vars.space.sm })
/** The chevrons point the way the page reads. */
export const mirrored = style({ selectors: { '[dir="rtl"] &': { transform: 'scaleX(-1)' } } })
