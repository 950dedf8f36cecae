import { vars } from '@rihla/ui-kit/theme'
import { style } from '@vanilla-extract/css'

export const article = style({ display: 'grid', gap: vars.space.lg })

export const header = style({
  display: 'grid',
  gap: vars.space.xs,
  paddingBlockEnd: vars.space.lg,
  borderBlockEnd: `1px solid ${vars.color.border}`,
})

export const title = style({
  margin: 0,
  fontSize: `clamp(${vars.font.size['2xl']}, 4vw, ${vars.font.size['4xl']})`,
  lineHeight: vars.font.lineHeight.tight,
  color: vars.color.text,
})

export const summary = style({
  margin: 0,
  fontSize: vars.font.size.lg,
  lineHeight: vars.font.lineHeight.normal,
  color: vars.color.textMuted,
})

export const updated = style({ margin: 0, fontSize: vars.font.size.sm, color: vars.color.textMuted })

export const body = style({ display: 'grid', gap: vars.space.md, lineHeight: vars.font.lineHeight.normal })

export const heading = style({
  margin: 0,
  marginBlockStart: vars.space.md,
  fontSize: vars.font.size.xl,
  color: vars.color.text,
})

export const paragraph = style({ margin: 0, color: vars.color.text })

export const list = style({
  margin: 0,
  paddingInlineStart: vars.space.lg,
  display: 'grid',
  gap: vars.space.xs,
})
