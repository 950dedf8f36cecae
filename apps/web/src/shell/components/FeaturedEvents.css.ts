import { vars } from '@rihla/ui-kit/theme'
import { style } from '@vanilla-extract/css'

export const grid = style({
  listStyle: 'none',
  margin: 0,
  padding: 0,
  display: 'grid',
  gridTemplateColumns: 'repeat(auto-fill, minmax(min(100%, 18rem), 1fr))',
  gap: vars.space.md,
})

export const card = style({
  position: 'relative',
  display: 'flex',
  flexDirection: 'column',
  borderRadius: vars.radius.lg,
  overflow: 'hidden',
  background: vars.color.surface,
  boxShadow: vars.shadow.sm,
})

export const image = style({
  display: 'block',
  inlineSize: '100%',
  blockSize: 'auto',
  aspectRatio: '16 / 9',
  objectFit: 'cover',
})

export const body = style({
  display: 'grid',
  gap: vars.space.xs,
  padding: vars.space.md,
  justifyItems: 'start',
})

export const title = style({ margin: 0, fontSize: vars.font.size.lg, lineHeight: vars.font.lineHeight.snug })

export const link = style({
  selectors: { '&::after': { content: '""', position: 'absolute', inset: 0 } },
})

export const line = style({
  margin: 0,
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.xs,
  color: vars.color.textMuted,
  fontSize: vars.font.size.sm,
})

export const hijri = style({ whiteSpace: 'nowrap' })

export const price = style({ margin: 0, marginBlockStart: vars.space['2xs'], fontSize: vars.font.size.md })
