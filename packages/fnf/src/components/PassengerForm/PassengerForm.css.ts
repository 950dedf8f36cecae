import { minWidth, vars } from '@rihla/ui-kit/theme'
import { style } from '@vanilla-extract/css'

export const form = style({ display: 'grid', gap: vars.space.lg })

export const section = style({
  display: 'grid',
  gap: vars.space.md,
  margin: 0,
  padding: 0,
  border: 'none',
  minInlineSize: 0,
})

export const sectionTitle = style({
  margin: 0,
  fontSize: vars.font.size.lg,
  fontWeight: vars.font.weight.semibold,
  color: vars.color.text,
})

export const grid = style({
  display: 'grid',
  gap: vars.space.md,
  gridTemplateColumns: '1fr',
  alignItems: 'start',
  '@media': {
    [minWidth('md')]: { gridTemplateColumns: 'repeat(2, minmax(0, 1fr))' },
  },
})

export const saveForLater = style({ display: 'grid', gap: vars.space.md })

export const notice = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: vars.space.sm,
  padding: vars.space.sm,
  borderRadius: vars.radius.md,
  background: vars.color.warningSubtle,
  color: vars.color.warning,
})

export const formError = style({
  margin: 0,
  padding: vars.space.sm,
  borderRadius: vars.radius.md,
  background: vars.color.dangerSubtle,
  color: vars.color.danger,
})

export const actions = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space.sm, alignItems: 'center' })
