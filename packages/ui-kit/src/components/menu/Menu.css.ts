import { style } from '@vanilla-extract/css'
import { vars } from '../../theme/contract.css.ts'

export const popover = style({
  minInlineSize: 'max(var(--trigger-width), 200px)',
})

export const menu = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space['3xs'],
  padding: vars.space['2xs'],
  outline: 'none',
  maxBlockSize: 'inherit',
  overflow: 'auto',
})

export const item = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.sm,
  minBlockSize: vars.size.touchTarget,
  paddingInline: vars.space.sm,
  borderRadius: vars.radius.sm,
  color: vars.color.text,
  textDecoration: 'none',
  cursor: 'pointer',
  outline: 'none',
  selectors: {
    '&[data-focused], &[data-hovered]': { backgroundColor: vars.color.primarySubtle },
    '&[data-focus-visible]': { outline: `2px solid ${vars.color.focusRing}`, outlineOffset: '-2px' },
    '&[data-selected]': { fontWeight: vars.font.weight.semibold },
    '&[data-disabled]': { color: vars.color.textMuted, cursor: 'not-allowed' },
  },
})

export const itemDanger = style({ color: vars.color.danger })

export const itemLabel = style({ flex: 1, minInlineSize: 0 })

export const itemIcon = style({ flexShrink: 0, color: vars.color.textMuted })

export const check = style({ flexShrink: 0, color: vars.color.primaryText })

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
