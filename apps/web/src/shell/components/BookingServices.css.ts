import { vars } from '@rihla/ui-kit/theme'
import { style } from '@vanilla-extract/css'

export const grid = style({
  listStyle: 'none',
  margin: 0,
  padding: 0,
  display: 'grid',
  gridTemplateColumns: 'repeat(auto-fill, minmax(min(100%, 14rem), 1fr))',
  gap: vars.space.md,
})

export const card = style({
  position: 'relative',
  display: 'grid',
  gap: vars.space.xs,
  alignContent: 'start',
  padding: vars.space.lg,
  borderRadius: vars.radius.lg,
  background: vars.color.surface,
  border: `1px solid ${vars.color.border}`,
})

export const icon = style({
  display: 'grid',
  placeItems: 'center',
  inlineSize: '44px',
  blockSize: '44px',
  borderRadius: vars.radius.md,
  background: vars.color.accentSubtle,
  color: vars.color.accentText,
})

export const title = style({ margin: 0, fontSize: vars.font.size.lg })

/** The whole card is the link's target; the title stays the link's name. */
export const link = style({
  selectors: { '&::after': { content: '""', position: 'absolute', inset: 0, borderRadius: vars.radius.lg } },
})

export const description = style({ margin: 0, color: vars.color.textMuted, fontSize: vars.font.size.sm })
