import { vars } from '@rihla/ui-kit/theme'
import { style } from '@vanilla-extract/css'

export const panel = style({ display: 'grid', gap: vars.space.md, paddingBlockStart: vars.space.md })

export const status = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.xs,
  margin: 0,
  minBlockSize: '1.5em',
  fontSize: vars.font.size.sm,
})

export const problem = style({
  margin: 0,
  padding: vars.space.sm,
  borderRadius: vars.radius.md,
  background: vars.color.dangerSubtle,
  color: vars.color.danger,
  fontSize: vars.font.size.sm,
})

export const note = style({ margin: 0, color: vars.color.textMuted, fontSize: vars.font.size.sm })
