import { vars } from '@rihla/ui-kit/theme'
import { style } from '@vanilla-extract/css'

export const picker = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'end',
  gap: vars.space.sm,
  padding: vars.space.md,
  borderRadius: vars.radius.lg,
  background: vars.color.primarySubtle,
})

export const select = style({ flex: '1 1 18rem' })

export const option = style({ display: 'grid' })

export const nickname = style({ fontWeight: vars.font.weight.semibold })

export const detail = style({ fontSize: vars.font.size.sm, color: vars.color.textMuted })
