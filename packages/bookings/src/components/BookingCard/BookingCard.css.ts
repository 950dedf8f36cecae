import { minWidth, vars } from '@rihla/ui-kit/theme'
import { style } from '@vanilla-extract/css'

export const card = style({ display: 'grid', gap: vars.space.md })

export const header = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.sm,
  flexWrap: 'wrap',
})

export const icon = style({
  display: 'grid',
  placeItems: 'center',
  flexShrink: 0,
  inlineSize: '40px',
  blockSize: '40px',
  borderRadius: vars.radius.full,
  background: vars.color.primarySubtle,
  color: vars.color.primaryText,
})

export const heading = style({ flex: '1 1 12rem', minInlineSize: 0 })

export const eyebrow = style({
  margin: 0,
  fontSize: vars.font.size.sm,
  color: vars.color.textMuted,
})

export const title = style({
  margin: 0,
  fontSize: vars.font.size.lg,
  fontWeight: vars.font.weight.semibold,
  lineHeight: vars.font.lineHeight.snug,
})

// Two facts a row on a phone, three from a tablet up, in place of the list's own columns (the card's
// class raises the rule above the list's).
export const facts = style({
  selectors: {
    [`${card} &`]: {
      gridTemplateColumns: 'repeat(2, minmax(0, 1fr))',
      gap: `${vars.space.sm} ${vars.space.md}`,
      '@media': { [minWidth('md')]: { gridTemplateColumns: 'repeat(3, minmax(0, 1fr))' } },
    },
  },
})

export const code = style({ fontFamily: vars.font.family.mono, letterSpacing: '0.04em' })

export const pnr = style({ display: 'flex', alignItems: 'center', gap: vars.space['2xs'] })

export const amount = style({ fontSize: vars.font.size.lg, fontWeight: vars.font.weight.bold })

export const expiry = style({ color: vars.color.warning, fontWeight: vars.font.weight.semibold })

export const actions = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: vars.space.sm,
  justifyContent: 'flex-end',
  borderBlockStart: `1px solid ${vars.color.border}`,
  paddingBlockStart: vars.space.md,
})
