import type { Vertical } from '@rihla/api-contract'

/** The three layouts of SPEC.md §2. */
export type LayoutName = 'default' | 'blank' | 'error'

declare module '@tanstack/react-router' {
  interface StaticDataRouteOption {
    /** The layout a route renders in; the deepest match that names one decides. Default: 'default'. */
    layout?: LayoutName
    /** The vertical a route belongs to, for the header's active state. */
    vertical?: Vertical
  }
}
