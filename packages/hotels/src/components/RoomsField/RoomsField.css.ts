import { vars } from '@rihla/ui-kit/theme'
import { style } from '@vanilla-extract/css'

export const field = style({
  display: 'grid',
  gap: vars.space['2xs'],
  alignContent: 'start',
  minInlineSize: 0,
})
export const label = style({
  fontSize: vars.font.size.sm,
  fontWeight: vars.font.weight.medium,
  color: vars.color.text,
  lineHeight: vars.font.lineHeight.snug,
})
/** Reads as a field's value: the summary at the start, the chevron at the end. */
export const trigger = style({ justifyContent: 'space-between', minBlockSize: vars.size.controlMd })
export const invalid = style({ borderColor: vars.color.danger })
export const error = style({ margin: 0, fontSize: vars.font.size.sm, color: vars.color.danger })
/** Wide enough for a room's adults, children and ages in a row; a phone's screen wide otherwise. */
export const popover = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.sm,
  padding: vars.space.md,
  inlineSize: 'min(560px, calc(100vw - 16px))',
  boxSizing: 'border-box',
})
export const title = style({ margin: 0, fontSize: vars.font.size.md, fontWeight: vars.font.weight.semibold })
export const done = style({ justifySelf: 'end', alignSelf: 'flex-end' })
