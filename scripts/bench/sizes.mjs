import { readFile, readdir } from 'node:fs/promises'
import { join } from 'node:path'
import { brotliCompressSync, constants } from 'node:zlib'

/**
 * The Brotli size of a built file: the build's own .br beside it, or quality 11 here for the files the
 * build leaves uncompressed because they are too small to gain from it.
 */
export async function brotliSize(path) {
  try {
    return (await readFile(`${path}.br`)).length
  } catch (error) {
    if (error.code !== 'ENOENT') throw error
  }
  return compressedLength(await readFile(path))
}

/** Brotli bytes of a text or buffer at quality 11, as the build compresses. */
export function compressedLength(source) {
  const buffer = Buffer.from(source)
  const params = { [constants.BROTLI_PARAM_QUALITY]: 11, [constants.BROTLI_PARAM_SIZE_HINT]: buffer.length }
  return brotliCompressSync(buffer, { params }).length
}

/** The href of every `<link rel="stylesheet">` in an HTML document, in document order. */
export function stylesheetHrefs(html) {
  const hrefs = []
  for (const [tag] of html.matchAll(/<link\b[^>]*>/gi)) {
    const rels = attribute(tag, 'rel')?.toLowerCase().split(/\s+/) ?? []
    const href = attribute(tag, 'href')
    if (href && rels.includes('stylesheet')) hrefs.push(href)
  }
  return hrefs
}

function attribute(tag, name) {
  const match = new RegExp(`\\s${name}\\s*=\\s*(?:"([^"]*)"|'([^']*)'|([^\\s>]+))`, 'i').exec(tag)
  return match && (match[1] ?? match[2] ?? match[3])
}

/** index.html and the stylesheets it links: what the browser needs before the first paint. */
export async function criticalFiles(distDir) {
  const hrefs = stylesheetHrefs(await readFile(join(distDir, 'index.html'), 'utf8'))
  return ['/index.html', ...hrefs]
}

/** Every JavaScript asset the build wrote, as the path the browser requests. */
export async function scriptAssets(distDir) {
  const names = await readdir(join(distDir, 'assets'))
  return names.filter((name) => name.endsWith('.js')).map((name) => `/assets/${name}`)
}

/** Sizes of site paths (`/assets/x.js`) in the build folder, largest first, with their total. */
export async function sizeOf(distDir, paths) {
  const files = await Promise.all(
    paths.map(async (path) => ({ path, bytes: await brotliSize(join(distDir, path)) })),
  )
  files.sort((a, b) => b.bytes - a.bytes)
  return { bytes: files.reduce((sum, file) => sum + file.bytes, 0), files }
}

/**
 * The Brotli size of what a server-rendered page sends before its content: the head, with the styles
 * its HTML uses (the server keeps only those), and the page's fonts and preloads. What the first round
 * trip should carry.
 */
export async function servedHeadBytes(url) {
  const html = await (await fetch(url)).text()
  const at = html.indexOf('<div id="root">')
  if (at < 0) throw new Error(`${url} has no root element`)
  return compressedLength(Buffer.from(html.slice(0, at)))
}
