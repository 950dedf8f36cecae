import { vars } from '@rihla/ui-kit/theme'
import { globalStyle, style } from '@vanilla-extract/css'

export const view = style({ display: 'grid', gap: vars.space.md })

export const panel = style({ display: 'grid', gap: vars.space.lg, paddingBlockStart: vars.space.md })

export const back = style({ justifySelf: 'start' })

/** The arrow points back: to the start of the line in either direction. */
export const backIcon = style({})
globalStyle(`[dir="rtl"] ${backIcon}`, { transform: 'scaleX(-1)' })

export const forgot = style({ justifySelf: 'end', marginBlockStart: `calc(-1 * ${vars.space.xs})` })

export const social = style({ display: 'grid', gap: vars.space.sm })

export const divider = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.sm,
  margin: 0,
  fontSize: vars.font.size.sm,
  fontWeight: vars.font.weight.medium,
  color: vars.color.textMuted,
  selectors: {
    '&::before, &::after': { content: '""', flex: 1, borderBlockStart: `1px solid ${vars.color.border}` },
  },
})

export const socialButtons = style({ display: 'grid', gap: vars.space.sm })

export const done = style({
  display: 'grid',
  gap: vars.space.md,
  justifyItems: 'center',
  textAlign: 'center',
})

export const doneIcon = style({ color: vars.color.success })

export const doneText = style({ margin: 0, fontSize: vars.font.size.lg, color: vars.color.text })

export const errorText = style({ margin: 0, marginBlockEnd: vars.space.xs })
