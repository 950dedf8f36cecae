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

export const facts = style({ display: 'grid', gap: vars.space.sm, margin: 0 })

export const fact = style({
  display: 'grid',
  gridTemplateColumns: 'minmax(120px, 1fr) 2fr',
  alignItems: 'center',
  gap: vars.space.sm,
  paddingBlockEnd: vars.space.xs,
  borderBlockEnd: `1px solid ${vars.color.border}`,
})

export const term = style({ color: vars.color.textMuted })

export const value = style({
  margin: 0,
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.xs,
  fontWeight: vars.font.weight.medium,
  overflowWrap: 'anywhere',
})

export const code = style({ direction: 'ltr', unicodeBidi: 'isolate', fontFamily: vars.font.family.mono })

export const note = style({ margin: 0, color: vars.color.textMuted, fontSize: vars.font.size.sm })
