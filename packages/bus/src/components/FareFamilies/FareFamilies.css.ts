import { minWidth, vars } from '@rihla/ui-kit/theme'
import { style } from '@vanilla-extract/css'

export const section = style({ display: 'grid', gap: vars.space.md })
export const heading = style({ margin: 0, fontSize: vars.font.size.lg })

/** The four families side by side where the screen allows, two by two on a tablet, stacked on a phone. */
export const families = style({
  display: 'grid',
  gap: vars.space.sm,
  gridTemplateColumns: 'minmax(0, 1fr)',
  listStyle: 'none',
  padding: 0,
  margin: 0,
  '@media': {
    [minWidth('sm')]: { gridTemplateColumns: 'repeat(2, minmax(0, 1fr))' },
    [minWidth('xl')]: { gridTemplateColumns: 'repeat(4, minmax(0, 1fr))' },
  },
})
export const family = style({
  display: 'grid',
  gap: vars.space.sm,
  alignContent: 'start',
  padding: vars.space.md,
  borderRadius: vars.radius.md,
  border: `1px solid ${vars.color.border}`,
  background: vars.color.surface,
})
export const familyHeader = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: vars.space.xs,
  alignItems: 'center',
})
export const familyName = style({ margin: 0, fontSize: vars.font.size.md })
export const price = style({ margin: 0, fontSize: vars.font.size.xl, fontWeight: vars.font.weight.bold })
export const note = style({ margin: 0, fontSize: vars.font.size.sm, color: vars.color.textMuted })
export const extras = style({
  display: 'grid',
  gap: vars.space.xs,
  margin: 0,
  paddingInlineStart: vars.space.lg,
})

export const bundles = style({
  display: 'grid',
  gap: vars.space.xs,
  listStyle: 'none',
  padding: 0,
  margin: 0,
})
/** A bundle and its button on one line where there is room, the button under it on a phone. */
export const bundle = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: vars.space.sm,
  alignItems: 'center',
  justifyContent: 'space-between',
  paddingBlock: vars.space.xs,
  borderBlockEnd: `1px solid ${vars.color.border}`,
})
