import { createGlobalTheme, createTheme, globalStyle } from '@vanilla-extract/css'
import { vars } from './contract.css.ts'
import { fontFamilies, themeTokens } from './tokens.ts'

/** Put on the app root (the site puts it on <body>, a widget on its container). */
export const themeClass = createTheme(vars, themeTokens)

// Overlays (popovers, modals, toasts) portal into <body>, outside any themed container; the root
// fallback gives them the same tokens. The hashed variable names cannot clash with a partner page.
createGlobalTheme(':root', vars, themeTokens)

globalStyle(`:root:lang(ar), ${themeClass}:lang(ar)`, {
  vars: { [vars.font.family.body]: fontFamilies.arabic },
})
