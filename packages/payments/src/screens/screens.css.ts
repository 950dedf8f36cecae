import { vars } from '@rihla/ui-kit/theme'
import { style } from '@vanilla-extract/css'

export const page = style({
  display: 'grid',
  gap: vars.space.lg,
  inlineSize: '100%',
  maxInlineSize: '1100px',
  marginInline: 'auto',
  paddingBlock: vars.space.xl,
  paddingInline: vars.space.md,
  boxSizing: 'border-box',
})

export const title = style({ margin: 0, fontSize: vars.font.size['3xl'], color: vars.color.text })

export const layout = style({
  display: 'grid',
  gap: vars.space.lg,
  alignItems: 'start',
  '@media': { 'screen and (min-width: 1024px)': { gridTemplateColumns: 'minmax(0, 3fr) minmax(0, 2fr)' } },
})

export const main = style({ display: 'grid', gap: vars.space.lg })

export const sectionTitle = style({ margin: 0, fontSize: vars.font.size.xl, color: vars.color.text })

export const actions = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space.sm, alignItems: 'center' })

export const note = style({ margin: 0, color: vars.color.textMuted, fontSize: vars.font.size.sm })

export const skeleton = style({
  display: 'grid',
  gap: vars.space.sm,
  padding: vars.space.lg,
  borderRadius: vars.radius.lg,
  background: vars.color.surface,
})

export const ltr = style({ direction: 'ltr', unicodeBidi: 'isolate' })

/** The likely reasons as a list of marked rows, not browser bullets inside a centred card. */
export const reasons = style({
  display: 'grid',
  gap: vars.space.xs,
  inlineSize: '100%',
  maxInlineSize: '32rem',
  margin: 0,
  padding: 0,
  listStyle: 'none',
  textAlign: 'start',
})

const reasonRow = {
  display: 'flex',
  alignItems: 'flex-start',
  gap: vars.space.xs,
  paddingBlock: vars.space.xs,
  paddingInline: vars.space.sm,
  borderRadius: vars.radius.md,
} as const

export const reason = style({ ...reasonRow, color: vars.color.text, background: vars.color.surfaceSunken })

export const reasonHappened = style({
  ...reasonRow,
  color: vars.color.danger,
  background: vars.color.dangerSubtle,
  fontWeight: vars.font.weight.semibold,
})

export const reasonIcon = style({ flexShrink: 0, marginBlockStart: '0.15em' })

export const actualReason = style({
  color: vars.color.danger,
  fontWeight: vars.font.weight.semibold,
})

export const result = style({
  display: 'grid',
  gap: vars.space.md,
  justifyItems: 'center',
  textAlign: 'center',
})

export const resultFacts = style({
  display: 'grid',
  gap: vars.space.xs,
  margin: 0,
  minInlineSize: 'min(100%, 360px)',
})

export const successIcon = style({ color: vars.color.success })

export const pendingIcon = style({ color: vars.color.info })
