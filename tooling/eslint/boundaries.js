// Which workspace packages a package may import, from its kind (package.json "rihla.kind").
// DESIGN.md §2: verticals never import each other (payments and fnf only through their public root),
// browser code never imports server code, and the API server takes nothing from the browser but the contract.

export const VERTICALS = [
  'flights',
  'hotels',
  'bus',
  'train',
  'events',
  'payments',
  'support',
  'fnf',
  'bookings',
  'account',
]
export const LINKABLE_VERTICALS = ['payments', 'fnf']
export const BROWSER_PLATFORM = ['core', 'ui-kit', 'i18n', 'api-clients']
const SERVER_ONLY_MODULES = [
  'hono',
  'hono/*',
  '@hono/*',
  'drizzle-orm',
  'drizzle-orm/*',
  '@electric-sql/*',
  'postgres',
  'jose',
  'node:*',
]

const scoped = (names) => names.flatMap((name) => [`@rihla/${name}`, `@rihla/${name}/*`])

/** Classic zod cannot be tree-shaken (~23 KB brotli on every page): browser code uses zod/mini. */
export const CLASSIC_ZOD = ['zod', 'zod/v4', 'zod/v3', 'zod-openapi']

/** Exact module names a package of this kind may not import. */
export function restrictedImportPaths({ kind }) {
  const browser = kind !== 'server' && kind !== 'tooling' && kind !== 'app'
  return browser
    ? CLASSIC_ZOD.map((name) => ({ name, message: 'Browser code imports zod/mini, not classic zod.' }))
    : []
}

/** @returns {{ group: string[], message: string }[]} */
export function restrictedImportPatterns({ kind, name }) {
  const short = name.replace(/^@rihla\//, '')
  const patterns = [
    {
      group: ['@rihla/*/src', '@rihla/*/src/*'],
      message: 'Import a package through its exports, never its src folder.',
    },
  ]
  if (kind === 'server') {
    patterns.push({
      group: [...scoped([...BROWSER_PLATFORM, ...VERTICALS]), 'react', 'react-dom', 'react/*', 'react-dom/*'],
      message: 'The API server depends on @rihla/api-contract alone of the browser packages.',
    })
    return patterns
  }
  if (kind === 'app' || kind === 'tooling') return patterns

  patterns.push({
    group: [
      '@rihla/api',
      '@rihla/api/*',
      '@rihla/site-server',
      '@rihla/site-server/*',
      ...SERVER_ONLY_MODULES,
    ],
    message: 'Browser packages never import server code.',
  })
  if (kind === 'platform' || kind === 'contract') {
    patterns.push({
      group: scoped([...VERTICALS, 'booking-flow']),
      message: 'Platform packages know nothing of the verticals or their booking flow.',
    })
  }
  if (kind === 'flow') {
    // The booking flow every vertical shares sits between the platform and the verticals: it may link to
    // payments and fnf through their public roots, as a vertical may, and knows no vertical.
    const forbidden = VERTICALS.filter((v) => !LINKABLE_VERTICALS.includes(v))
    patterns.push(
      { group: scoped(forbidden), message: 'The booking flow knows no vertical; verticals build on it.' },
      {
        group: LINKABLE_VERTICALS.map((v) => `@rihla/${v}/*`),
        message: 'Use the public root export of payments and fnf only.',
      },
    )
  }
  if (kind === 'vertical') {
    const others = VERTICALS.filter((v) => v !== short)
    const forbidden = others.filter((v) => !LINKABLE_VERTICALS.includes(v))
    patterns.push({
      group: scoped(forbidden),
      message: 'A vertical never imports another vertical; compose them in apps/*.',
    })
    const linkable = LINKABLE_VERTICALS.filter((v) => v !== short).map((v) => `@rihla/${v}/*`)
    if (linkable.length) {
      patterns.push({ group: linkable, message: 'Use the public root export of payments and fnf only.' })
    }
  }
  return patterns
}
