import { minWidth, vars } from '@rihla/ui-kit/theme'
import { style } from '@vanilla-extract/css'

export const page = style({
  display: 'grid',
  gap: vars.space.lg,
  inlineSize: '100%',
  maxInlineSize: '72rem',
  marginInline: 'auto',
  paddingInline: vars.space.md,
  paddingBlock: vars.space.xl,
})

export const header = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'end',
  justifyContent: 'space-between',
  gap: vars.space.md,
})

export const heading = style({ display: 'grid', gap: vars.space.xs })

export const title = style({ margin: 0, fontSize: vars.font.size['3xl'] })

export const lead = style({ margin: 0, color: vars.color.textMuted })

export const count = style({ margin: 0, color: vars.color.textMuted, fontSize: vars.font.size.sm })

export const grid = style({
  display: 'grid',
  gap: vars.space.md,
  gridTemplateColumns: '1fr',
  margin: 0,
  padding: 0,
  '@media': {
    [minWidth('md')]: { gridTemplateColumns: 'repeat(2, minmax(0, 1fr))' },
    [minWidth('lg')]: { gridTemplateColumns: 'repeat(3, minmax(0, 1fr))' },
  },
})

export const placeholder = style({
  padding: vars.space.md,
  borderRadius: vars.radius.lg,
  background: vars.color.surface,
})
