import { style, styleVariants } from '@vanilla-extract/css'
import { vars } from '../../theme/contract.css.ts'
import { fontFamilies } from '../../theme/tokens.ts'

export const logo = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: '0.4em',
  lineHeight: 1,
  whiteSpace: 'nowrap',
})

export const size = styleVariants({
  sm: { fontSize: '1.125rem' },
  md: { fontSize: '1.5rem' },
  lg: { fontSize: '2.25rem' },
})

export const mark = style({
  inlineSize: '1.5em',
  blockSize: '1.5em',
  flexShrink: 0,
})

export const markTile = style({ fill: vars.color.primary })
export const markLine = style({ stroke: vars.color.onPrimary, fill: 'none', strokeLinecap: 'round' })
export const markSun = style({ fill: vars.color.accent })

export const wordmark = style({
  fontWeight: vars.font.weight.bold,
  letterSpacing: '-0.01em',
  selectors: {
    '&:lang(ar)': { letterSpacing: 0, fontFamily: fontFamilies.arabic },
  },
})

export const tone = styleVariants({
  brand: { color: vars.color.primaryText },
  inverse: { color: vars.color.textInverse },
})

export const divider = style({ opacity: 0.4, fontWeight: vars.font.weight.regular })
