import type { WidgetConfig } from '@rihla/api-contract'
import { appDataAtom } from '@rihla/core'
import { primaryColorVars, radiusVars, vars } from '@rihla/ui-kit/theme'
import { useAtomValue } from 'jotai'
import { useEffect } from 'react'
import { PARTNER_FONTS } from './partnerFonts'

const variable = (reference: string) => /^var\((--[^,)]+)/.exec(reference)![1]!

/**
 * The theme contract's variables for a partner's styles: brand colour (ui-kit darkens one too light to
 * read on white) and the text on it, the page's text and background, corners and font. Colour pairs
 * were checked for AA contrast when the payload was signed.
 */
export function partnerThemeVars(styles: WidgetConfig['styles'] | undefined): Record<string, string> {
  if (!styles) return {}
  const font = styles.font && styles.font !== 'rihla' ? PARTNER_FONTS[styles.font] : null
  return {
    ...(styles.primaryColor ? primaryColorVars(styles.primaryColor) : {}),
    ...(styles.onPrimaryColor ? { [variable(vars.color.onPrimary)]: styles.onPrimaryColor } : {}),
    ...(styles.textColor ? { [variable(vars.color.text)]: styles.textColor } : {}),
    ...(styles.backgroundColor ? { [variable(vars.color.page)]: styles.backgroundColor } : {}),
    ...(styles.radius ? radiusVars(styles.radius) : {}),
    // On the document, so it wins over the theme's Arabic stack as well as its Latin one.
    ...(font ? { [variable(vars.font.family.body)]: font.family } : {}),
  }
}

/**
 * The partner's theme from its payload through the theme contract's tokens, on the document (dialogs
 * and popovers are portalled out of the page); a chosen font's faces load with it.
 */
export function usePartnerTheme() {
  const styles = useAtomValue(appDataAtom)?.widget.styles
  const values = Object.entries(partnerThemeVars(styles))
  const key = JSON.stringify(values)
  const font = styles?.font
  useEffect(() => {
    if (!font || font === 'rihla') return
    void PARTNER_FONTS[font].load()
    // The boot screen's critical CSS names the body's font outright (the page's first paint comes
    // before any theme): the body follows the contract's font from here on.
    document.body.style.fontFamily = vars.font.family.body
    return () => {
      document.body.style.removeProperty('font-family')
    }
  }, [font])
  useEffect(() => {
    const entries = JSON.parse(key) as [string, string][]
    const root = document.documentElement
    for (const [name, value] of entries) root.style.setProperty(name, value)
    return () => {
      for (const [name] of entries) root.style.removeProperty(name)
    }
  }, [key])
}
