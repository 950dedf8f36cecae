import type { Vertical } from '@rihla/api-contract'
import type { CatalogLoader } from '@rihla/i18n'
import type { AnyRoute } from '@tanstack/react-router'
import type { ComponentType } from 'react'

/** Canonical English path segment -> its Arabic form, e.g. { 'about-us': { ar: 'من-نحن' } }. */
export type SlugMap = Record<string, { ar: string }>

/**
 * What a package contributes to an app (DESIGN.md §2–§3): its top-level routes under `localeRoute`
 * (an object, spread into the app's object-form `addChildren`), the Arabic forms of its slugs, and its
 * message catalog. `vertical` names the widget vertical it belongs to.
 */
export interface RouteFragment<TRoutes extends Record<string, AnyRoute> = Record<string, AnyRoute>> {
  name: string
  vertical?: Vertical
  routes: TRoutes
  slugs: SlugMap
  catalog: CatalogLoader
  /**
   * The fragment's landing pages and the smaller catalog they need: the package's own copy without the
   * booking flow's, which those pages never show. A page whose routes of this fragment are all landing
   * routes loads this catalog instead of `catalog`, so a landing page stays within the first page's budget.
   */
  landing?: { routes: readonly AnyRoute[]; catalog: CatalogLoader }
  /**
   * Rendered once by the app shell over every page, whatever the route: dialogs any page can open
   * through the modal registry (the account package's login modal). Core never imports the packages
   * above it, so they hand their overlays in here; make it `lazy` to keep it out of the first chunk.
   */
  overlays?: ComponentType
}
