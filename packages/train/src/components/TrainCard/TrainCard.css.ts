import { minWidth, vars } from '@rihla/ui-kit/theme'
import { style } from '@vanilla-extract/css'

export const card = style({ display: 'grid', gap: vars.space.md })
export const header = style({
  display: 'flex',
  flexWrap: 'wrap',
  justifyContent: 'space-between',
  alignItems: 'baseline',
  gap: vars.space.sm,
})
export const name = style({ margin: 0, fontSize: vars.font.size.lg })
export const muted = style({ margin: 0, color: vars.color.textMuted, fontSize: vars.font.size.sm })
export const times = style({
  display: 'grid',
  gridTemplateColumns: 'auto minmax(0, 1fr) auto',
  alignItems: 'center',
  gap: vars.space.sm,
})
export const time = style({
  display: 'grid',
  fontSize: vars.font.size.xl,
  fontWeight: vars.font.weight.semibold,
})
export const timeEnd = style({ textAlign: 'end' })
export const station = style({
  fontSize: vars.font.size.sm,
  fontWeight: vars.font.weight.regular,
  color: vars.color.textMuted,
})
export const middle = style({
  display: 'grid',
  justifyItems: 'center',
  fontSize: vars.font.size.sm,
  color: vars.color.textMuted,
})
export const line = style({ inlineSize: '100%', borderBlockStart: `2px solid ${vars.color.border}` })
export const classes = style({
  display: 'grid',
  gap: vars.space.sm,
  margin: 0,
  padding: 0,
  listStyle: 'none',
  '@media': { [minWidth('sm')]: { gridTemplateColumns: 'repeat(auto-fit, minmax(220px, 1fr))' } },
})
export const offer = style({
  display: 'grid',
  gap: vars.space['2xs'],
  padding: vars.space.sm,
  borderRadius: vars.radius.md,
  border: `1px solid ${vars.color.border}`,
})
export const preferred = style({ borderColor: vars.color.primary })
export const price = style({ fontSize: vars.font.size.lg, fontWeight: vars.font.weight.bold })
