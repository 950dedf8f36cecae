import { minWidth, vars } from '@rihla/ui-kit/theme'
import { style } from '@vanilla-extract/css'

export const header = style({ display: 'grid', gap: vars.space.sm })
export const titleRow = style({ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: vars.space.sm })
export const code = style({
  display: 'inline-grid',
  placeItems: 'center',
  minInlineSize: '3.5rem',
  blockSize: '3.5rem',
  borderRadius: vars.radius.lg,
  background: vars.color.primary,
  color: vars.color.onPrimary,
  fontSize: vars.font.size.xl,
  fontWeight: vars.font.weight.bold,
  letterSpacing: '0.04em',
})
export const otherName = style({ margin: 0, color: vars.color.textMuted, fontSize: vars.font.size.lg })
export const badges = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space.xs })

export const facts = style({
  display: 'grid',
  gap: vars.space.md,
  gridTemplateColumns: 'repeat(auto-fit, minmax(180px, 1fr))',
  margin: 0,
})
export const fact = style({ display: 'grid', gap: vars.space['2xs'], alignContent: 'start' })
export const factName = style({ color: vars.color.textMuted, fontSize: vars.font.size.sm })
export const factValue = style({ margin: 0, fontWeight: vars.font.weight.semibold })

export const section = style({ display: 'grid', gap: vars.space.md })
export const sectionTitle = style({ margin: 0, fontSize: vars.font.size.xl })

export const cardGrid = style({
  display: 'grid',
  gap: vars.space.md,
  gridTemplateColumns: 'repeat(auto-fill, minmax(240px, 1fr))',
  margin: 0,
  padding: 0,
  listStyle: 'none',
})
export const cardTitle = style({
  margin: 0,
  fontSize: vars.font.size.md,
  fontWeight: vars.font.weight.semibold,
})
export const cabin = style({ color: vars.color.textMuted, fontSize: vars.font.size.sm })
export const rules = style({
  display: 'grid',
  gap: vars.space['2xs'],
  margin: 0,
  paddingInlineStart: vars.space.md,
  fontSize: vars.font.size.sm,
})

export const note = style({
  display: 'flex',
  gap: vars.space.sm,
  alignItems: 'center',
  margin: 0,
  padding: vars.space.md,
  borderRadius: vars.radius.lg,
  background: vars.color.primarySubtle,
  color: vars.color.primaryText,
})

export const routeCities = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  gap: vars.space.xs,
  margin: 0,
  fontSize: vars.font.size.md,
  fontWeight: vars.font.weight.semibold,
})
export const routeEnd = style({ display: 'inline-flex', alignItems: 'center', gap: vars.space.xs })
export const routeFacts = style({ margin: 0, color: vars.color.textMuted, fontSize: vars.font.size.sm })
export const routeAction = style({ marginBlockStart: 'auto', justifySelf: 'start' })

/** Arrows point the way the line reads: they turn around in right-to-left. */
export const directional = style({
  flexShrink: 0,
  selectors: { '[dir="rtl"] &': { transform: 'scaleX(-1)' } },
})

export const airlineList = style({
  display: 'grid',
  gap: vars.space.xs,
  gridTemplateColumns: 'repeat(auto-fill, minmax(200px, 1fr))',
  margin: 0,
  padding: 0,
  listStyle: 'none',
  '@media': { [minWidth('lg')]: { gridTemplateColumns: 'repeat(4, 1fr)' } },
})
export const airlineLink = style({ display: 'inline-flex', gap: vars.space.xs, alignItems: 'baseline' })
export const airlineCode = style({
  minInlineSize: '2.25rem',
  color: vars.color.textMuted,
  fontSize: vars.font.size.sm,
  fontWeight: vars.font.weight.semibold,
})
