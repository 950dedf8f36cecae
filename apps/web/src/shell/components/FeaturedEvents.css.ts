import { vars } from '@rihla/ui-kit/theme'
import { style } from '@vanilla-extract/css'
import * as artCard from './ArtCard.css'

export const grid = style({
  listStyle: 'none',
  margin: 0,
  padding: 0,
  display: 'grid',
  gridTemplateColumns: 'repeat(auto-fill, minmax(min(100%, 18rem), 1fr))',
  gap: vars.space.md,
})

export const card = artCard.card

export const image = artCard.image

export const body = style([artCard.body, { justifyItems: 'start' }])

export const title = artCard.title

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
