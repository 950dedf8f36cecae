import { minWidth, vars } from '@rihla/ui-kit/theme'
import { style } from '@vanilla-extract/css'

export const header = style({ display: 'grid', gap: vars.space.xs })
export const lead = style({ margin: 0, color: vars.color.textMuted })

export const layout = style({
  display: 'grid',
  gap: vars.space.lg,
  alignItems: 'start',
  '@media': { [minWidth('lg')]: { gridTemplateColumns: 'minmax(0, 1fr) 340px' } },
})

export const sections = style({ display: 'grid', gap: vars.space.lg, minInlineSize: 0 })
export const section = style({ display: 'grid', gap: vars.space.md })
export const sectionHeader = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: vars.space.sm,
  alignItems: 'center',
  justifyContent: 'space-between',
})
export const sectionTitle = style({ margin: 0, fontSize: vars.font.size.xl })
export const chosen = style({ display: 'grid', gap: vars.space.sm, margin: 0, padding: 0, listStyle: 'none' })
export const chosenGroup = style({ display: 'grid', gap: vars.space['2xs'], justifyItems: 'start' })
export const travellerChoices = style({
  display: 'grid',
  gap: vars.space['2xs'],
  margin: 0,
  paddingInlineStart: vars.space.md,
  listStyle: 'none',
  color: vars.color.text,
})
export const route = style({ fontWeight: vars.font.weight.semibold })
export const muted = style({ margin: 0, color: vars.color.textMuted })

export const aside = style({
  display: 'grid',
  gap: vars.space.md,
  '@media': { [minWidth('lg')]: { position: 'sticky', insetBlockStart: vars.space.lg } },
})
export const actions = style({ display: 'grid', gap: vars.space.sm })
