import { minWidth, vars } from '@rihla/ui-kit/theme'
import { style } from '@vanilla-extract/css'

export const header = style({ display: 'grid', gap: vars.space['2xs'] })
/** The step's content, with the stay beside it on wide screens and after it on phones. */
export const layout = style({
  display: 'grid',
  gap: vars.space.lg,
  alignItems: 'start',
  '@media': { [minWidth('lg')]: { gridTemplateColumns: 'minmax(0, 1fr) 340px' } },
})
export const main = style({ display: 'grid', gap: vars.space.lg, minInlineSize: 0 })
export const aside = style({ display: 'grid', gap: vars.space.md })
export { problems, problemsList, problemsTitle } from '@rihla/booking-flow/problems'
export const muted = style({ margin: 0, color: vars.color.textMuted })
