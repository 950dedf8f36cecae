import { style } from '@vanilla-extract/css'
import { vars } from '../../theme/contract.css.ts'

export const listBox = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space['3xs'],
  padding: vars.space['2xs'],
  outline: 'none',
  maxBlockSize: 'inherit',
  overflow: 'auto',
  selectors: {
    '&[data-focus-visible]': { outline: `2px solid ${vars.color.focusRing}`, outlineOffset: '-2px' },
  },
})

export const item = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.xs,
  minBlockSize: vars.size.touchTarget,
  paddingInline: vars.space.sm,
  borderRadius: vars.radius.sm,
  color: vars.color.text,
  cursor: 'pointer',
  outline: 'none',
  selectors: {
    '&[data-focused], &[data-hovered]': { backgroundColor: vars.color.primarySubtle },
    '&[data-focus-visible]': { outline: `2px solid ${vars.color.focusRing}`, outlineOffset: '-2px' },
    '&[data-selected]': { fontWeight: vars.font.weight.semibold },
    '&[data-disabled]': { color: vars.color.textMuted, cursor: 'not-allowed' },
  },
})

export const itemLabel = style({ flex: 1, minInlineSize: 0 })

export const check = style({ color: vars.color.primaryText, flexShrink: 0 })

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
