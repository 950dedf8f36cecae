// The source files a vertical's landing pages run, for their own small catalog (`RouteFragment.landing`):
// what the route table imports when the app starts (not the screens it loads on demand), and everything
// the landing screens (package.json `rihla.landing`) import, at once or on demand (a search form that
// loads after the page hydrates still speaks the landing page's language).
import { existsSync, readFileSync } from 'node:fs'
import { dirname, join } from 'node:path'

const STATIC_IMPORT =
  /(?:^|[\s;])(?:import|export)\s+(?!type[\s{*])(?:[^'";]*?\sfrom\s*)?['"](\.{1,2}\/[^'"]+)['"]/g
const DYNAMIC_IMPORT = /import\(\s*['"](\.{1,2}\/[^'"]+)['"]\s*\)/g
const EXTENSIONS = ['', '.ts', '.tsx', '/index.ts', '/index.tsx']

const resolve = (from, specifier) =>
  EXTENSIONS.map((extension) => join(dirname(from), specifier) + extension).find(
    (path) => existsSync(path) && !path.endsWith('/') && /\.tsx?$/.test(path),
  )

const importsOf = (file, pattern) =>
  [...readFileSync(file, 'utf8').matchAll(pattern)]
    .map(([, specifier]) => resolve(file, specifier))
    .filter(Boolean)

/** The landing sources of the package at `dir` (absolute paths), or null when it declares no landing screens. */
export function landingSources(dir) {
  const manifest = JSON.parse(readFileSync(join(dir, 'package.json'), 'utf8'))
  const screens = manifest.rihla?.landing
  if (!screens?.length) return null
  // file → whether its on-demand imports were followed too
  const seen = new Map()
  const walk = (file, followDynamic) => {
    if (seen.has(file) && (seen.get(file) || !followDynamic)) return
    seen.set(file, followDynamic)
    const next = [
      ...importsOf(file, STATIC_IMPORT),
      ...(followDynamic ? importsOf(file, DYNAMIC_IMPORT) : []),
    ]
    for (const imported of next) walk(imported, followDynamic)
  }
  walk(join(dir, 'src/routes.tsx'), false)
  for (const screen of screens) walk(join(dir, screen), true)
  return [...seen.keys()].sort()
}
