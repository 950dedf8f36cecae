import { vars } from '@rihla/ui-kit/theme'
import { style } from '@vanilla-extract/css'

export const legs = style({ display: 'grid', gap: vars.space.lg })
export const leg = style({ display: 'grid', gap: vars.space.sm })
export const legTitle = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'baseline',
  gap: vars.space.xs,
  margin: 0,
  fontSize: vars.font.size.lg,
})
export const legFacts = style({ margin: 0, color: vars.color.textMuted, fontSize: vars.font.size.sm })

export const stops = style({ display: 'grid', margin: 0, padding: 0, listStyle: 'none' })

// A line down the start edge joins the flights of a leg; each flight's dot sits on it.
export const segment = style({
  position: 'relative',
  display: 'grid',
  gap: vars.space['2xs'],
  paddingBlock: vars.space.xs,
  paddingInlineStart: vars.space.lg,
  borderInlineStart: `2px solid ${vars.color.primarySubtle}`,
  marginInlineStart: vars.space.xs,
  '::before': {
    content: '""',
    position: 'absolute',
    insetBlockStart: vars.space.sm,
    insetInlineStart: '-7px',
    inlineSize: '12px',
    blockSize: '12px',
    borderRadius: vars.radius.full,
    background: vars.color.primary,
  },
})
export const times = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'baseline',
  gap: vars.space.xs,
  margin: 0,
  fontWeight: vars.font.weight.semibold,
  fontVariantNumeric: 'tabular-nums',
})
/** Points from departure to arrival, so the other way in Arabic. */
export const arrow = style({
  alignSelf: 'center',
  color: vars.color.textMuted,
  selectors: { '[dir="rtl"] &': { transform: 'scaleX(-1)' } },
})
export const flight = style({ margin: 0, color: vars.color.textMuted, fontSize: vars.font.size.sm })
export const layover = style({
  marginBlock: vars.space.xs,
  marginInlineStart: vars.space.xs,
  paddingBlock: vars.space.xs,
  paddingInline: vars.space.md,
  borderRadius: vars.radius.md,
  background: vars.color.warningSubtle,
  color: vars.color.warning,
  fontSize: vars.font.size.sm,
})
