import { readFile, readdir, writeFile } from 'node:fs/promises'
import { join } from 'node:path'
import { brotliCompress, constants, gzip } from 'node:zlib'
import { promisify } from 'node:util'
import type { Plugin } from 'vite'

const brotli = promisify(brotliCompress)
const gzipAsync = promisify(gzip)
const COMPRESSIBLE = /\.(js|mjs|css|html|json|svg|txt|xml|webmanifest)$/

async function* files(dir: string): AsyncGenerator<string> {
  for (const entry of await readdir(dir, { withFileTypes: true })) {
    const path = join(dir, entry.name)
    if (entry.isDirectory()) yield* files(path)
    else yield path
  }
}

/**
 * Writes .br and .gz beside every text asset at build time, at the highest brotli quality, so the
 * server sends precompressed files without spending CPU per request.
 */
export function precompress(): Plugin {
  return {
    name: 'rihla-precompress',
    apply: 'build',
    // After the whole bundle is on disk, and only when the build succeeded.
    async writeBundle({ dir }) {
      if (!dir) return
      const outDir = dir
      for await (const path of files(outDir)) {
        if (!COMPRESSIBLE.test(path)) continue
        const source = await readFile(path)
        if (source.length < 512) continue
        await writeFile(
          `${path}.br`,
          await brotli(source, {
            params: {
              [constants.BROTLI_PARAM_QUALITY]: 11,
              [constants.BROTLI_PARAM_SIZE_HINT]: source.length,
            },
          }),
        )
        await writeFile(`${path}.gz`, await gzipAsync(source, { level: 9 }))
      }
    },
  }
}
