import { vars } from '@rihla/ui-kit/theme'
import { style } from '@vanilla-extract/css'

export const page = style({
  display: 'grid',
  gap: vars.space.lg,
  inlineSize: '100%',
  maxInlineSize: '960px',
  marginInline: 'auto',
  paddingBlock: vars.space.xl,
  paddingInline: vars.space.md,
  boxSizing: 'border-box',
})

export const title = style({ margin: 0, fontSize: vars.font.size['3xl'], color: vars.color.text })

export const panel = style({ display: 'grid', gap: vars.space.lg, paddingBlockStart: vars.space.lg })

export const count = style({ margin: 0, color: vars.color.textMuted })

export const list = style({
  display: 'grid',
  gap: vars.space.md,
  margin: 0,
  padding: 0,
  listStyle: 'none',
  transition: `opacity ${vars.motion.duration.slow} ${vars.motion.easing.inOut}`,
  selectors: { '&[aria-busy="true"]': { opacity: 0.6 } },
})

export const skeletonCard = style({
  display: 'grid',
  gap: vars.space.sm,
  padding: vars.space.lg,
  borderRadius: vars.radius.lg,
  background: vars.color.surface,
})
