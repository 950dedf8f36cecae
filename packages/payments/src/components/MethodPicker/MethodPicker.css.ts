import { vars } from '@rihla/ui-kit/theme'
import { style } from '@vanilla-extract/css'

export const option = style({
  alignItems: 'flex-start',
  padding: vars.space.md,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.lg,
  background: vars.color.surface,
  selectors: {
    '&[data-selected]': { borderColor: vars.color.primary, background: vars.color.primarySubtle },
    '&[data-disabled]': { background: vars.color.surfaceSubtle },
  },
})

export const text = style({ display: 'grid', gap: vars.space['2xs'], flex: 1 })

export const name = style({ fontWeight: vars.font.weight.semibold, color: vars.color.text })

export const hint = style({ color: vars.color.textMuted, fontSize: vars.font.size.sm })

export const reason = style({ color: vars.color.warning, fontSize: vars.font.size.sm })

export const brands = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space['2xs'] })
