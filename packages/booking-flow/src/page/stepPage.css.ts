import { sprinkles, vars } from '@rihla/ui-kit/theme'
import { style } from '@vanilla-extract/css'

export const page = style([
  sprinkles({ display: 'grid', gap: 'lg', paddingY: 'xl', paddingX: 'md' }),
  { inlineSize: '100%', maxInlineSize: vars.size.contentMax, marginInline: 'auto', boxSizing: 'border-box' },
])
export const header = style({ display: 'grid', gap: vars.space['2xs'] })
export const title = style([sprinkles({ fontSize: '3xl', margin: 'none' }), { color: vars.color.text }])
export const lead = style([sprinkles({ margin: 'none' }), { color: vars.color.textMuted }])
