// node scripts/bench/landingSizes.mjs [route ...]: the JS each route loads before its first render and
// after it (Brotli KB), as `npm run bench` measures it, on the site as last built (build @rihla/web
// first), without Lighthouse or the flight figures. Routes default to Home and the flights home in both
// languages.
import { join } from 'node:path'
import { cleanUpAll } from './cleanup.mjs'
import { landingScripts } from './landing.mjs'
import { startSite } from './servers.mjs'
import { sizeOf } from './sizes.mjs'
import { kilobytes } from './table.mjs'
import { root } from '../lib/run.mjs'

const routes = process.argv.slice(2)
const distDir = join(root, 'apps/web/dist')
try {
  const { siteUrl } = await startSite()
  const pages = await landingScripts(
    siteUrl,
    routes.length
      ? routes
      : ['/', '/ar', '/cheap-flights-in-saudi-arabia', '/ar/cheap-flights-in-saudi-arabia'],
  )
  for (const { route, scripts, afterRender, heading } of pages) {
    const before = await sizeOf(distDir, scripts)
    const after = await sizeOf(distDir, afterRender)
    console.log(
      `${route} ("${heading}"): ${kilobytes(before.bytes)} before its first render, ${kilobytes(after.bytes)} after`,
    )
    for (const { path, bytes } of before.files) console.log(`    ${kilobytes(bytes).padStart(9)}  ${path}`)
  }
} finally {
  await cleanUpAll()
}
