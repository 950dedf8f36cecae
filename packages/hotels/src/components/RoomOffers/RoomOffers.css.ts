import { minWidth, sprinkles, vars } from '@rihla/ui-kit/theme'
import { style } from '@vanilla-extract/css'

export const offers = style({ display: 'grid', gap: vars.space.md })
export const filter = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space.md, alignItems: 'end' })
export const room = style({
  display: 'grid',
  gap: vars.space.sm,
  padding: vars.space.md,
  borderRadius: vars.radius.lg,
  background: vars.color.surface,
  boxShadow: vars.shadow.sm,
})
export const roomHeader = style({ display: 'grid', gap: vars.space['2xs'], justifyItems: 'start' })
export const roomName = style({ margin: 0, fontSize: vars.font.size.lg })
export const facts = style([
  sprinkles({ display: 'flex', flexWrap: 'wrap', gap: 'sm', margin: 'none', fontSize: 'sm' }),
  { color: vars.color.textMuted },
])
export const rates = style({ display: 'grid', gap: vars.space.sm, margin: 0, padding: 0, listStyle: 'none' })
export const rate = style({
  display: 'grid',
  gap: vars.space.xs,
  paddingBlockStart: vars.space.sm,
  borderBlockStart: `1px solid ${vars.color.border}`,
  '@media': { [minWidth('md')]: { gridTemplateColumns: 'minmax(0, 1fr) auto', alignItems: 'start' } },
})
export const terms = style({ display: 'grid', gap: vars.space['2xs'], justifyItems: 'start' })
export const price = style({
  display: 'grid',
  gap: vars.space['3xs'],
  '@media': { [minWidth('md')]: { textAlign: 'end' } },
})
export const muted = style({ color: vars.color.textMuted, fontSize: vars.font.size.sm })
