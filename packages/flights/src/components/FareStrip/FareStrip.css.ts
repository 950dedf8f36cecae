import { vars } from '@rihla/ui-kit/theme'
import { style } from '@vanilla-extract/css'

export const strip = style({ overflowX: 'auto' })

export const list = style({
  display: 'grid',
  gridAutoFlow: 'column',
  gridAutoColumns: 'minmax(96px, 1fr)',
  gap: vars.space.xs,
  margin: 0,
  padding: 0,
  listStyle: 'none',
})

export const day = style({
  display: 'grid',
  gap: vars.space['3xs'],
  inlineSize: '100%',
  minBlockSize: vars.size.touchTarget,
  paddingBlock: vars.space.xs,
  paddingInline: vars.space.sm,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
  background: vars.color.surface,
  color: vars.color.text,
  font: 'inherit',
  textAlign: 'center',
  cursor: 'pointer',
  selectors: {
    '&[aria-current="date"]': {
      borderColor: vars.color.primary,
      background: vars.color.primarySubtle,
    },
    '&:disabled': { cursor: 'default', color: vars.color.textMuted },
    '&:focus-visible': { outline: `2px solid ${vars.color.focusRing}`, outlineOffset: '2px' },
  },
})

export const date = style({ fontSize: vars.font.size.sm })
export const price = style({ fontWeight: vars.font.weight.semibold })
