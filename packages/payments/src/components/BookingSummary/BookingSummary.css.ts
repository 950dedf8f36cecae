import { vars } from '@rihla/ui-kit/theme'
import { style } from '@vanilla-extract/css'

export const summary = style({ display: 'grid', gap: vars.space.md })

export const eyebrow = style({ margin: 0, color: vars.color.textMuted, fontSize: vars.font.size.sm })

export const title = style({ margin: 0, fontSize: vars.font.size.xl, color: vars.color.text })

export const code = style({ direction: 'ltr', unicodeBidi: 'isolate', fontFamily: vars.font.family.mono })

export const expiry = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  gap: vars.space.xs,
  padding: vars.space.sm,
  borderRadius: vars.radius.md,
  background: vars.color.warningSubtle,
  color: vars.color.warning,
  fontWeight: vars.font.weight.semibold,
})

export const timer = style({ fontVariantNumeric: 'tabular-nums' })
