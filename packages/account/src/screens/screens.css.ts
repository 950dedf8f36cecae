import { vars } from '@rihla/ui-kit/theme'
import { style } from '@vanilla-extract/css'

export const page = style({
  display: 'grid',
  gap: vars.space.lg,
  inlineSize: '100%',
  maxInlineSize: '960px',
  marginInline: 'auto',
  paddingBlock: vars.space.xl,
  paddingInline: vars.space.md,
})

export const title = style({ margin: 0, fontSize: vars.font.size['3xl'], color: vars.color.text })

export const columns = style({
  display: 'grid',
  gap: vars.space.lg,
  alignItems: 'start',
  '@media': { 'screen and (min-width: 1024px)': { gridTemplateColumns: 'repeat(2, minmax(0, 1fr))' } },
})

export const sectionTitle = style({ margin: 0, marginBlockEnd: vars.space.md, fontSize: vars.font.size.xl })

export const lead = style({ margin: 0, marginBlockEnd: vars.space.sm, color: vars.color.textMuted })

export const details = style({
  display: 'grid',
  gridTemplateColumns: 'minmax(8rem, max-content) 1fr',
  gap: `${vars.space.sm} ${vars.space.lg}`,
  margin: 0,
})

export const term = style({ color: vars.color.textMuted })

export const definition = style({ margin: 0, fontWeight: vars.font.weight.medium, overflowWrap: 'anywhere' })

export const ltr = style({ direction: 'ltr', unicodeBidi: 'isolate' })

export const balance = style({
  display: 'grid',
  gap: vars.space['2xs'],
})

export const balanceLabel = style({ margin: 0, color: vars.color.textMuted })

export const balanceAmount = style({
  margin: 0,
  fontSize: vars.font.size['4xl'],
  fontWeight: vars.font.weight.bold,
  color: vars.color.primaryText,
})

export const transactions = style({ listStyle: 'none', margin: 0, padding: 0, display: 'grid' })

export const transaction = style({
  display: 'grid',
  gridTemplateColumns: '1fr auto',
  gap: vars.space.xs,
  alignItems: 'center',
  paddingBlock: vars.space.sm,
  borderBlockEnd: `1px solid ${vars.color.border}`,
  selectors: { '&:last-child': { borderBlockEnd: 0 } },
})

export const transactionText = style({ display: 'grid', gap: vars.space['3xs'] })

export const transactionDescription = style({ margin: 0, fontWeight: vars.font.weight.medium })

export const transactionDate = style({ margin: 0, color: vars.color.textMuted, fontSize: vars.font.size.sm })

export const credit = style({ fontWeight: vars.font.weight.semibold, color: vars.color.success })

export const debit = style({ fontWeight: vars.font.weight.semibold, color: vars.color.danger })

export const pager = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: vars.space.sm,
  marginBlockStart: vars.space.md,
})

export const pagerStatus = style({ margin: 0, color: vars.color.textMuted })

export const callback = style({
  display: 'grid',
  justifyItems: 'center',
  gap: vars.space.md,
  paddingBlock: vars.space['2xl'],
})

export const srOnly = style({
  position: 'absolute',
  inlineSize: '1px',
  blockSize: '1px',
  padding: 0,
  margin: '-1px',
  overflow: 'hidden',
  clip: 'rect(0, 0, 0, 0)',
  whiteSpace: 'nowrap',
  border: 0,
})
