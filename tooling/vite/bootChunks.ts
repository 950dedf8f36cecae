import type { Plugin } from 'vite'

/** The subset of a bundle's chunk `bootChunkFiles` reads (Rolldown's OutputChunk has it). */
interface ChunkFacts {
  type: 'chunk'
  fileName: string
  isEntry: boolean
  imports: readonly string[]
  moduleIds: readonly string[]
}

/**
 * The files to list for preloading: the entry's static imports, and each lazy chunk holding one of
 * `modules` with the chunks it imports. Without the list the browser finds each only as the code before
 * it runs: the entry, then the chunks it imports, then theirs, one round trip after another.
 */
export function bootChunkFiles(
  outputs: readonly ({ type: 'asset' } | ChunkFacts)[],
  modules: readonly RegExp[],
): string[] {
  const chunks = outputs.filter((output): output is ChunkFacts => output.type === 'chunk')
  const byFile = new Map(chunks.map((chunk) => [chunk.fileName, chunk]))
  const files = new Set<string>()
  const add = (file: string) => {
    if (files.has(file)) return
    files.add(file)
    for (const imported of byFile.get(file)?.imports ?? []) add(imported)
  }
  for (const chunk of chunks) {
    if (chunk.isEntry) chunk.imports.forEach(add)
    else if (chunk.moduleIds.some((id) => modules.some((module) => module.test(id)))) add(chunk.fileName)
  }
  for (const chunk of chunks) if (chunk.isEntry) files.delete(chunk.fileName)
  return [...files]
}

/**
 * For an app whose every page renders in the browser (the widget): `<link rel="modulepreload">` for the
 * chunks its start-up loads on every page before the first render (`modules`: the API clients, zod, the
 * stored values' schemas), so they arrive with the entry instead of after it has run.
 */
export function preloadBootChunks(modules: readonly RegExp[]): Plugin {
  let base = '/'
  return {
    name: 'rihla-preload-boot-chunks',
    apply: 'build',
    configResolved: (config) => {
      base = config.base
    },
    transformIndexHtml: {
      order: 'post',
      handler: (html, { bundle }) =>
        bundle
          ? bootChunkFiles(Object.values(bundle) as ChunkFacts[], modules).map((file) => ({
              tag: 'link',
              attrs: { rel: 'modulepreload', href: `${base}${file}`, crossorigin: '' },
              injectTo: 'head' as const,
            }))
          : [],
    },
  }
}
