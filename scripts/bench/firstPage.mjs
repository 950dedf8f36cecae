import { mkdtemp, readFile, rm } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { decode } from '@jridgewell/sourcemap-codec'
import { pnpm, root } from '../lib/run.mjs'
import { onCleanup } from './cleanup.mjs'
import { brotliSize, compressedLength } from './sizes.mjs'

/** Route fragments (the packages whose routes join the app's tree), then the shell the app adds. */
export const FRAGMENT_OWNERS = [
  'packages/flights',
  'packages/hotels',
  'packages/train',
  'packages/bus',
  'packages/events',
  'packages/account',
  'packages/bookings',
  'packages/payments',
  'packages/fnf',
  'packages/support',
  'packages/booking-flow',
  'apps/web',
]

/**
 * The app (`apps/web`, `apps/widget`) built again with hidden source maps, in a folder of its own that
 * `remove` deletes: the measured build's code but for its build id.
 */
export async function sourceMappedBuild(app) {
  const outDir = await mkdtemp(join(tmpdir(), 'rihla-bench-sourcemaps-'))
  const remove = onCleanup(() => rm(outDir, { recursive: true, force: true }))
  try {
    await pnpm(
      [
        'exec',
        'vite',
        'build',
        '--sourcemap',
        'hidden',
        '--outDir',
        outDir,
        '--emptyOutDir',
        '--logLevel',
        'error',
      ],
      { cwd: join(root, app) },
    )
  } catch (error) {
    await remove()
    throw error
  }
  return { outDir, remove }
}

/**
 * What each package and library adds to the first page's script: the app built again with hidden source
 * maps (the measured build's code but for its build id), and the entry chunks' minified bytes
 * attributed to the file they came from. For each route fragment, also the Brotli bytes the
 * chunks would lose without its code: what that fragment costs every first page.
 */
export async function firstPageOwners() {
  const { outDir, remove } = await sourceMappedBuild('apps/web')
  try {
    const html = await readFile(join(outDir, 'index.html'), 'utf8')
    const entries = [...html.matchAll(/<script type="module"[^>]*\ssrc="\/([^"]+\.js)"/g)].map(
      ([, path]) => path,
    )
    const chunks = []
    for (const entry of entries) {
      const path = join(outDir, entry)
      const { code, pieces } = await mappedChunk(path)
      chunks.push({ code, bytes: await brotliSize(path), whole: compressedLength(code), pieces })
    }
    const lengths = new Map()
    for (const { pieces } of chunks) {
      for (const [owner, ranges] of pieces) {
        const length = ranges.reduce((sum, [start, end]) => sum + end - start, 0)
        lengths.set(owner, (lengths.get(owner) ?? 0) + length)
      }
    }
    const list = [...lengths].map(([owner, length]) => {
      // One Brotli run of the whole chunk per owner: only the fragments get one, or the bench would
      // spend minutes here.
      if (!FRAGMENT_OWNERS.includes(owner)) return { owner, length, saving: null }
      const saving = chunks
        .filter(({ pieces }) => pieces.has(owner))
        .reduce(
          (sum, { code, whole, pieces }) => sum + whole - compressedLength(without(code, pieces.get(owner))),
          0,
        )
      return { owner, length, saving }
    })
    list.sort((a, b) => b.length - a.length)
    const bytes = chunks.reduce((sum, chunk) => sum + chunk.bytes, 0)
    return { entries, bytes, owners: list }
  } finally {
    await remove()
  }
}

/** A built chunk's code and its pieces by owner (`piecesByOwner`), from the map beside it. */
export async function mappedChunk(path) {
  const code = await readFile(path, 'utf8')
  // The bundler's own runtime chunk comes without a map: all of it is the bundler's.
  const map = await readFile(`${path}.map`, 'utf8').then(JSON.parse, () => ({ mappings: '', sources: [] }))
  return { code, pieces: piecesByOwner(code, map) }
}

/** Whether an owner (`ownerOf`) is an npm package rather than the workspace's code or the bundler's. */
export const isLibrary = (owner) => owner !== '(bundler)' && /^(@[^/]+\/)?[^/]+$/.test(owner)

/**
 * The owner of a source file: `packages/core`, `apps/web`, or the npm package (`react-dom`,
 * `@tanstack/router-core`); code no map names (the bundler's runtime, import lists) is `(bundler)`.
 */
export function ownerOf(source) {
  if (!source) return '(bundler)'
  const modules = source.lastIndexOf('node_modules/')
  if (modules !== -1) {
    const [scope, name] = source.slice(modules + 'node_modules/'.length).split('/')
    return scope.startsWith('@') ? `${scope}/${name}` : scope
  }
  const workspace = /(?:^|\/)((?:packages|apps|tooling)\/[^/]+)\//.exec(source)
  return workspace ? workspace[1] : source
}

/**
 * [start, end) character ranges of the code, by owner. A source map segment runs from its column to
 * the next segment's (or the line's end); lines are counted with their newline.
 */
export function piecesByOwner(code, map) {
  const pieces = new Map()
  const add = (owner, start, end) => {
    if (end <= start) return
    const list = pieces.get(owner) ?? []
    const last = list.at(-1)
    if (last && last[1] === start) last[1] = end
    else list.push([start, end])
    pieces.set(owner, list)
  }
  const lines = decode(map.mappings)
  let offset = 0
  for (const [index, line] of code.split('\n').entries()) {
    const segments = lines[index] ?? []
    add('(bundler)', offset, offset + (segments[0]?.[0] ?? line.length))
    segments.forEach((segment, position) => {
      const end = segments[position + 1]?.[0] ?? line.length
      const source = segment.length > 1 ? map.sources[segment[1]] : null
      add(ownerOf(source), offset + segment[0], offset + end)
    })
    offset += line.length + 1
  }
  return pieces
}

/** The code with these ranges cut out. */
export function without(code, pieces) {
  let kept = ''
  let from = 0
  for (const [start, end] of [...pieces].sort((a, b) => a[0] - b[0])) {
    kept += code.slice(from, start)
    from = end
  }
  return kept + code.slice(from)
}
