import { globalStyle } from '@vanilla-extract/css'
import { vars } from './contract.css.ts'
import { themeClass } from './theme.css.ts'

// Scoped to the theme class so a widget embedded in a partner page never restyles that page;
// the site puts the class on <body>, which then gets the page background too. Element resets sit in
// :where() so they weigh nothing: a component's own class must win whichever CSS chunk loads last.

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

globalStyle(`:where(${themeClass}) :where(h1, h2, h3, h4, h5, h6, p, figure, blockquote, dl, dd, ol, ul)`, {
  margin: 0,
})

globalStyle(`:where(${themeClass}) :where(h1, h2, h3, h4, h5, h6)`, {
  lineHeight: vars.font.lineHeight.tight,
  fontWeight: vars.font.weight.semibold,
})

globalStyle(`:where(${themeClass}) :where(img, svg, video, canvas, picture)`, {
  display: 'block',
  maxInlineSize: '100%',
})

globalStyle(`:where(${themeClass}) :where(input, button, textarea, select)`, {
  font: 'inherit',
  color: 'inherit',
})

globalStyle(`:where(${themeClass}) :where(:focus-visible)`, {
  outline: `2px solid ${vars.color.focusRing}`,
  outlineOffset: '2px',
})

globalStyle(`:where(${themeClass}) :where(:focus:not(:focus-visible))`, {
  outline: 'none',
})
