import { minWidth, vars } from '@rihla/ui-kit/theme'
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
  alignContent: 'start',
})

export const widePage = style([page, { maxInlineSize: '1200px' }])

export const titleRow = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: vars.space.sm,
})

export const title = style({ margin: 0, fontSize: vars.font.size['3xl'], color: vars.color.text })

export const lead = style({ margin: 0, color: vars.color.textMuted })

export const filters = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'end',
  gap: vars.space.md,
})

export const filter = style({
  minInlineSize: '200px',
  flex: '1 1 200px',
  '@media': { [minWidth('sm')]: { maxInlineSize: '280px' } },
})

/** A ticket number never breaks across lines. */
export const nowrap = style({ whiteSpace: 'nowrap' })

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

export const back = style({ justifySelf: 'start' })

export const form = style({ display: 'grid', gap: vars.space.lg })

export const formActions = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: vars.space.sm,
  alignItems: 'center',
})

export const attachField = style({ display: 'grid', gap: vars.space.xs, justifyItems: 'start' })

export const fieldLabel = style({ margin: 0, fontWeight: vars.font.weight.medium, color: vars.color.text })

export const chatHeader = style({ display: 'grid', gap: vars.space.sm })

export const chatTitle = style({ margin: 0, fontSize: vars.font.size['2xl'], color: vars.color.text })

export const headerBadges = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  gap: vars.space.xs,
})

/** The desk's thread: the chat, with the booking and actions beside it on a wide screen. */
export const deskColumns = style({
  display: 'grid',
  gap: vars.space.lg,
  alignItems: 'start',
  '@media': { [minWidth('lg')]: { gridTemplateColumns: 'minmax(0, 1fr) minmax(280px, 360px)' } },
})

export const aside = style({ display: 'grid', gap: vars.space.md })

export const actions = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space.xs, alignItems: 'end' })

export const queueMeta = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: vars.space.sm,
  margin: 0,
  fontSize: vars.font.size.sm,
  color: vars.color.textMuted,
})

export const facts = style({ display: 'grid', gap: vars.space['2xs'], margin: 0 })

export const factTerm = style({ fontSize: vars.font.size.sm, color: vars.color.textMuted })

export const factValue = style({ margin: 0, color: vars.color.text, overflowWrap: 'anywhere' })
