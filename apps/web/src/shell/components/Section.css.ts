import { vars } from '@rihla/ui-kit/theme'
import { style } from '@vanilla-extract/css'

export const section = style({ display: 'grid', gap: vars.space.lg })

export const header = style({ display: 'grid', gap: vars.space['2xs'] })

export const title = style({
  margin: 0,
  fontSize: `clamp(${vars.font.size.xl}, 3vw, ${vars.font.size['3xl']})`,
  lineHeight: vars.font.lineHeight.tight,
})

export const intro = style({ margin: 0, color: vars.color.textMuted, maxInlineSize: '60ch' })
