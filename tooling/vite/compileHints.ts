/** The subset of a rendered chunk `compileHintBanner` reads (Rolldown's RenderedChunk has it). */
interface ChunkFacts {
  isEntry: boolean
  moduleIds: readonly string[]
}

/** V8's explicit compile hint for a whole file (Chrome 136+); other engines read a comment. */
const EAGER_COMPILE_HINT = '//# allFunctionsCalledOnLoad'

/** zod's core: its constructors run for every schema a contract module builds as it is evaluated. */
const ZOD_CORE = /[\\/]zod[\\/]v4[\\/]core[\\/]/

/**
 * `output.postBanner` for a browser build: marks the chunks whose functions nearly all run while a
 * page starts for V8 to compile eagerly, off the main thread while the file streams in. Otherwise V8
 * compiles each function on the main thread at its first call, in the tasks that hydrate the page
 * (the entry: React, the router, the query cache) and evaluate a screen's contract schemas (zod):
 * measured on a flight results page, 8 to 12 % less main-thread time after the first paint. Lazy
 * chunks are left to V8's own choice; marking them all compiled code pages never call, and measured
 * no better.
 */
export function compileHintBanner(chunk: ChunkFacts): string {
  return chunk.isEntry || chunk.moduleIds.some((id) => ZOD_CORE.test(id)) ? EAGER_COMPILE_HINT : ''
}
