import { vars } from '@rihla/ui-kit/theme'
import { style } from '@vanilla-extract/css'

export const panel = style({ display: 'grid', gap: vars.space.md })

export const title = style({ margin: 0, fontSize: vars.font.size.xl })

export const status = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.xs,
  margin: 0,
  padding: vars.space.sm,
  borderRadius: vars.radius.md,
  background: vars.color.infoSubtle,
  color: vars.color.info,
  fontWeight: vars.font.weight.semibold,
})

export const facts = style({ selectors: { [`${panel} &`]: { gap: vars.space.sm } } })

// Term and value in two columns, a rule under each (the panel's class raises these over the list's own).
export const fact = style({
  selectors: {
    [`${panel} &`]: {
      display: 'grid',
      gridTemplateColumns: 'minmax(120px, 1fr) 2fr',
      alignItems: 'center',
      gap: vars.space.sm,
      paddingBlockEnd: vars.space.xs,
      borderBlockEnd: `1px solid ${vars.color.border}`,
    },
  },
})

export const value = style({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'start',
  gap: vars.space.xs,
  overflowWrap: 'anywhere',
})

export const code = style({ direction: 'ltr', unicodeBidi: 'isolate', fontFamily: vars.font.family.mono })

export const note = style({ margin: 0, color: vars.color.textMuted, fontSize: vars.font.size.sm })
