/// <reference types="vitest/config" />
import { execSync } from 'node:child_process'
import { bootScreen, browserPlugins, compileHintBanner, testSetupPath } from '@rihla/vite-config'
import { defineConfig, loadEnv } from 'vite'
import { imagetools } from 'vite-imagetools'
import { API_PREFIXES } from '@rihla/api-contract/apiPrefixes'
import { buildManifest } from './build/buildManifest.ts'
import { hotelPhotos } from './build/hotelPhotos.ts'
import { inlineEntryCss } from './build/inlineCss.ts'
import { precompress } from './build/precompress.ts'

const gitRevision = () => {
  try {
    return execSync('git rev-parse --short HEAD', { stdio: ['ignore', 'pipe', 'ignore'] })
      .toString()
      .trim()
  } catch {
    return 'local'
  }
}

/** The server renderer (`vite build --ssr`): everything bundled, so it runs from dist-server alone. */
const serverBuild = {
  ssr: 'src/entry-server.tsx',
  outDir: 'dist-server',
  target: 'node24',
  emptyOutDir: true,
  copyPublicDir: false,
  reportCompressedSize: false,
}

export default defineConfig(({ mode, isSsrBuild }) => {
  const env = loadEnv(mode, import.meta.dirname, ['VITE_', 'RIHLA_'])
  const buildId = env.RIHLA_BUILD_ID || `${gitRevision()}-${Date.now().toString(36)}`
  const apiTarget = env.RIHLA_API_URL || 'http://localhost:4000'
  const proxy = Object.fromEntries(
    API_PREFIXES.map((prefix) => [prefix, { target: apiTarget, changeOrigin: false }]),
  )
  return {
    plugins: [
      bootScreen(),
      ...browserPlugins({ strictCatalogs: mode === 'production' }),
      imagetools({ include: '**/*.svg?*' }),
      ...(isSsrBuild ? [] : [inlineEntryCss(), buildManifest(buildId), precompress(), hotelPhotos()]),
    ],
    ssr: { noExternal: true },
    define: {
      'import.meta.env.RIHLA_BUILD_ID': JSON.stringify(buildId),
      // Vite leaves process.env.NODE_ENV to the server's environment in a server build, and nothing
      // that starts server.ts sets it: pages were rendered by React's development build, with its
      // checks and warnings, about twice as slow, and every page's first byte waited for it.
      ...(isSsrBuild && mode === 'production' && { 'process.env.NODE_ENV': JSON.stringify('production') }),
    },
    server: { port: 5173, proxy },
    preview: { port: 4173, proxy },
    build: isSsrBuild
      ? serverBuild
      : {
          target: 'es2022',
          modulePreload: {
            polyfill: false,
            // Every lazy import in the first page carries the list of files to fetch with it; listing only
            // the stylesheets (which Vite must load before the code runs) keeps ~110 file names, 0.8 KB of
            // Brotli, out of the first page. A lazy chunk's own imports then load when it arrives (one round
            // trip later), which the router's preload on intent (hover, focus, touch) mostly hides.
            resolveDependencies: (_file, deps) => deps.filter((dep) => dep.endsWith('.css')),
          },
          reportCompressedSize: false,
          // One stylesheet, in the page (inlineEntryCss): the server renders lazily loaded parts too (the
          // footer, a route's screen), and their styles must be there before any script runs, or arrive
          // with a page that works without scripts at all. The server keeps only the rules a page's HTML uses
          // (src/ssr/pageStyles.ts); the browser's code then enables the whole file.
          cssCodeSplit: false,
          assetsInlineLimit: 2048,
          // The first page's code is one chunk on purpose (see codeSplitting below); its budget is measured
          // in Brotli bytes by `npm run bench`, not by Vite's raw-size warning.
          chunkSizeWarningLimit: 700,
          rolldownOptions: {
            output: {
              // Everything the first page loads in one chunk: one request, and one Brotli stream that
              // compresses far better than a dozen small shared chunks. Lazy code still splits on its own.
              codeSplitting: { groups: [{ name: 'app', tags: ['$initial'] }] },
              postBanner: compileHintBanner,
            },
          },
        },
    test: {
      environment: 'happy-dom',
      include: ['src/**/*.test.{ts,tsx}'],
      restoreMocks: true,
      // As in the packages: every package's tests run at once, and a loaded machine is slow, not wrong.
      testTimeout: 20_000,
      setupFiles: [testSetupPath],
    },
  }
})
