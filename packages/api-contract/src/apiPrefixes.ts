/** Paths an app's server hands to the API server: its three surfaces (DESIGN.md §5), its docs and sandbox tools. */
export const API_PREFIXES = [
  '/partner/api',
  '/air/api',
  '/hotels/api',
  '/api/',
  '/REST/API',
  '/widget',
  '/user/',
  '/docs',
  '/dev/',
]

export const isApiPath = (pathname: string) =>
  API_PREFIXES.some((prefix) =>
    prefix.endsWith('/')
      ? pathname.startsWith(prefix)
      : pathname === prefix || pathname.startsWith(`${prefix}/`),
  )
