import { vars } from '@rihla/ui-kit/theme'
import { globalStyle, style } from '@vanilla-extract/css'

export const group = style({})
// The ui-kit group stacks its radios; fare cards sit side by side where there is room.
globalStyle(`${group} > div`, {
  display: 'grid',
  gap: vars.space.md,
  gridTemplateColumns: 'repeat(auto-fit, minmax(240px, 1fr))',
  alignItems: 'stretch',
})

export const card = style({
  display: 'grid',
  gridTemplateColumns: 'auto 1fr',
  alignItems: 'start',
  gap: vars.space.sm,
  padding: vars.space.md,
  borderRadius: vars.radius.lg,
  border: `1px solid ${vars.color.border}`,
  background: vars.color.surface,
  selectors: {
    '&[data-hovered]': { borderColor: vars.color.borderStrong },
    '&[data-selected]': {
      borderColor: vars.color.primary,
      boxShadow: `0 0 0 1px ${vars.color.primary}`,
      background: vars.color.primarySubtle,
    },
  },
})
export const body = style({ display: 'grid', gap: vars.space.xs, minInlineSize: 0 })
export const name = style({
  display: 'flex',
  flexWrap: 'wrap',
  justifyContent: 'space-between',
  gap: vars.space.xs,
  fontWeight: vars.font.weight.semibold,
})
export const price = style({ fontSize: vars.font.size.lg, color: vars.color.primaryText })
export const priceNote = style({ color: vars.color.textMuted, fontSize: vars.font.size.xs })
export const rules = style({ display: 'grid', gap: vars.space['2xs'], fontSize: vars.font.size.sm })
export const scarce = style({ color: vars.color.warning, fontWeight: vars.font.weight.medium })
