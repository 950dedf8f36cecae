import type { CatalogLoader } from '@rihla/i18n'
import { use } from 'react'
import { useRuntime } from './runtimeContext'

/**
 * Suspends until a package's copy is loaded for the page's language. Pages get their package's
 * catalog from the router; this is for parts shown elsewhere (a modal over any page, a form another
 * package's screen embeds).
 */
export function useCatalog(loader: CatalogLoader) {
  const loading = useRuntime().ensureCatalog(loader)
  if (loading) use(loading)
}
