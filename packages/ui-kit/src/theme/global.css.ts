import { globalStyle } from '@vanilla-extract/css'
import { vars } from './contract.css.ts'
import { themeClass } from './theme.css.ts'

// Scoped to the theme class so a widget embedded in a partner page never restyles that page;
// the site puts the class on <body>, which then gets the page background too.

globalStyle(`${themeClass}, ${themeClass} *, ${themeClass} *::before, ${themeClass} *::after`, {
  boxSizing: 'border-box',
})

globalStyle(themeClass, {
  fontFamily: vars.font.family.body,
  fontSize: vars.font.size.md,
  lineHeight: vars.font.lineHeight.normal,
  color: vars.color.text,
  backgroundColor: vars.color.page,
  WebkitFontSmoothing: 'antialiased',
  textRendering: 'optimizeLegibility',
  WebkitTextSizeAdjust: '100%',
})

globalStyle(`body${themeClass}`, {
  margin: 0,
  minBlockSize: '100dvh',
})

globalStyle(`${themeClass} :where(h1, h2, h3, h4, h5, h6, p, figure, blockquote, dl, dd, ol, ul)`, {
  margin: 0,
})

globalStyle(`${themeClass} :where(h1, h2, h3, h4, h5, h6)`, {
  lineHeight: vars.font.lineHeight.tight,
  fontWeight: vars.font.weight.semibold,
})

globalStyle(`${themeClass} :where(img, svg, video, canvas, picture)`, {
  display: 'block',
  maxInlineSize: '100%',
})

globalStyle(`${themeClass} :where(input, button, textarea, select)`, {
  font: 'inherit',
  color: 'inherit',
})

globalStyle(`${themeClass} :where(:focus-visible)`, {
  outline: `2px solid ${vars.color.focusRing}`,
  outlineOffset: '2px',
})

globalStyle(`${themeClass} :where(:focus:not(:focus-visible))`, {
  outline: 'none',
})
