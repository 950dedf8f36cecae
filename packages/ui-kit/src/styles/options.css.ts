import { style } from '@vanilla-extract/css'
import { vars } from '../theme/contract.css.ts'

/** A scrolling column of options: list boxes and menus. */
export const optionList = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space['3xs'],
  padding: vars.space['2xs'],
  outline: 'none',
  maxBlockSize: 'inherit',
  overflow: 'auto',
})

/** One option or menu item, with react-aria's focus, hover, selection and disabled states. */
export const option = style({
  display: 'flex',
  alignItems: 'center',
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

export const optionLabel = style({ flex: 1, minInlineSize: 0 })

export const optionCheck = style({ flexShrink: 0, color: vars.color.primaryText })
