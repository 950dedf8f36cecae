import { style } from '@vanilla-extract/css'
import { option, optionCheck, optionLabel, optionList } from '../../styles/options.css.ts'
import { vars } from '../../theme/contract.css.ts'

export const popover = style({
  minInlineSize: 'max(var(--trigger-width), 200px)',
})

export const menu = optionList

export const item = style([option, { gap: vars.space.sm, textDecoration: 'none' }])

export const itemDanger = style({ color: vars.color.danger })

export const itemLabel = optionLabel

export const itemIcon = style({ flexShrink: 0, color: vars.color.textMuted })

export const check = optionCheck

export const sectionHeader = style({
  paddingInline: vars.space.sm,
  paddingBlock: vars.space['2xs'],
  fontSize: vars.font.size.xs,
  fontWeight: vars.font.weight.semibold,
  color: vars.color.textMuted,
})

export const separator = style({
  blockSize: '1px',
  marginBlock: vars.space['2xs'],
  marginInline: vars.space.xs,
  backgroundColor: vars.color.border,
  border: 'none',
})
