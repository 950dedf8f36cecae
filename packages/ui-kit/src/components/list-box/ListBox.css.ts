import { style } from '@vanilla-extract/css'
import { option, optionCheck, optionLabel, optionList } from '../../styles/options.css.ts'
import { vars } from '../../theme/contract.css.ts'

export const listBox = style([
  optionList,
  {
    selectors: {
      '&[data-focus-visible]': { outline: `2px solid ${vars.color.focusRing}`, outlineOffset: '-2px' },
    },
  },
])

export const item = style([option, { gap: vars.space.xs }])

export const itemLabel = optionLabel

export const check = optionCheck

export const sectionHeader = style({
  paddingInline: vars.space.sm,
  paddingBlock: vars.space['2xs'],
  fontSize: vars.font.size.xs,
  fontWeight: vars.font.weight.semibold,
  color: vars.color.textMuted,
  textTransform: 'uppercase',
  letterSpacing: '0.04em',
})

export const empty = style({
  padding: vars.space.sm,
  color: vars.color.textMuted,
  fontSize: vars.font.size.sm,
})
