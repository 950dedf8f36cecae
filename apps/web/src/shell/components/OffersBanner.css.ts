import { minWidth, vars } from '@rihla/ui-kit/theme'
import { style } from '@vanilla-extract/css'
import * as artCard from './ArtCard.css'

export const list = style({
  listStyle: 'none',
  margin: 0,
  padding: 0,
  display: 'grid',
  gridAutoFlow: 'column',
  gridAutoColumns: 'min(85%, 22rem)',
  gap: vars.space.md,
  overflowX: 'auto',
  scrollSnapType: 'x mandatory',
  paddingBlockEnd: vars.space.xs,
  overscrollBehaviorX: 'contain',
  '@media': {
    [minWidth('xl')]: { gridAutoFlow: 'row', gridTemplateColumns: 'repeat(4, 1fr)', overflowX: 'visible' },
  },
})

export const card = style([artCard.card, { scrollSnapAlign: 'start' }])

export const image = artCard.image

export const body = style([artCard.body, { flex: 1 }])

export const meta = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space.xs })

export const title = artCard.title

export const description = style({ margin: 0, color: vars.color.textMuted, fontSize: vars.font.size.sm })

export const valid = style({ margin: 0, color: vars.color.textMuted, fontSize: vars.font.size.xs })

export const code = style({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: vars.space.xs,
  marginBlockStart: vars.space.xs,
  paddingBlock: vars.space['2xs'],
  paddingInlineStart: vars.space.sm,
  borderRadius: vars.radius.md,
  border: `1px dashed ${vars.color.borderStrong}`,
  fontSize: vars.font.size.sm,
})
