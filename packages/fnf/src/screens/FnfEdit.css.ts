import { vars } from '@rihla/ui-kit/theme'
import { style } from '@vanilla-extract/css'

export const page = style({
  display: 'grid',
  gap: vars.space.md,
  inlineSize: '100%',
  maxInlineSize: '56rem',
  marginInline: 'auto',
  paddingInline: vars.space.md,
  paddingBlock: vars.space.xl,
})

export const back = style({ justifySelf: 'start' })

export const title = style({ margin: 0, fontSize: vars.font.size['3xl'] })

export const card = style({ minInlineSize: 0 })
