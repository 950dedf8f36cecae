import { appDataAtom } from '@rihla/core'
import { primaryColorVars, radiusVars } from '@rihla/ui-kit/theme'
import { useAtomValue } from 'jotai'
import { useEffect } from 'react'

/**
 * The partner's theme from its payload (brand colour, corners) through the theme contract's tokens, on
 * the document (dialogs and popovers are portalled out of the page); ui-kit darkens a colour too light
 * to read on white.
 */
export function usePartnerTheme() {
  const styles = useAtomValue(appDataAtom)?.widget.styles
  const primaryColor = styles?.primaryColor ?? null
  const radius = styles?.radius ?? null
  useEffect(() => {
    const values = Object.entries({
      ...(primaryColor ? primaryColorVars(primaryColor) : {}),
      ...(radius ? radiusVars(radius) : {}),
    })
    const root = document.documentElement
    for (const [name, value] of values) root.style.setProperty(name, value)
    return () => {
      for (const [name] of values) root.style.removeProperty(name)
    }
  }, [primaryColor, radius])
}
