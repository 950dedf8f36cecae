import type { Plugin } from 'vite'

/**
 * Route rules shipped with a build (SPEC.md §7, build-metadata file): robots directives for pages that
 * are private to a visitor or transient, read by the client when it sets page metadata.
 */
export const ROUTE_RULES: Record<string, { robots: string }> = {
  '/bookings': { robots: 'noindex, nofollow' },
  '/payment/**': { robots: 'noindex, nofollow' },
  '/*/payments/**': { robots: 'noindex, nofollow' },
  '/fnf/**': { robots: 'noindex, nofollow' },
  '/support/**': { robots: 'noindex, nofollow' },
  '/404': { robots: 'noindex' },
  '/500': { robots: 'noindex' },
  '/error': { robots: 'noindex' },
}

/** Emits builds/latest.json and builds/meta/{id}.json, which running clients poll to notice a deploy. */
export function buildManifest(buildId: string): Plugin {
  const timestamp = Date.now()
  return {
    name: 'rihla-build-manifest',
    apply: 'build',
    generateBundle() {
      this.emitFile({
        type: 'asset',
        fileName: 'builds/latest.json',
        source: JSON.stringify({ id: buildId, timestamp }),
      })
      this.emitFile({
        type: 'asset',
        fileName: `builds/meta/${buildId}.json`,
        source: JSON.stringify({ id: buildId, timestamp, routeRules: ROUTE_RULES }),
      })
    },
  }
}
