import { appDataAtom } from '@rihla/core'
import { primaryColorVars } from '@rihla/ui-kit/theme'
import { useAtomValue } from 'jotai'
import { useEffect } from 'react'

/**
 * The partner's brand colour from its payload, through the theme contract's primary tokens, on the
 * document (dialogs and popovers are portalled out of the page); ui-kit darkens one too light to read.
 */
export function usePartnerColour() {
  const primaryColor = useAtomValue(appDataAtom)?.widget.styles.primaryColor ?? null
  useEffect(() => {
    if (!primaryColor) return
    const root = document.documentElement
    const values = Object.entries(primaryColorVars(primaryColor))
    for (const [name, value] of values) root.style.setProperty(name, value)
    return () => {
      for (const [name] of values) root.style.removeProperty(name)
    }
  }, [primaryColor])
}
