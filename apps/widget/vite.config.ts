/// <reference types="vitest/config" />
import { execSync } from 'node:child_process'
import {
  bootScreen,
  browserPlugins,
  compileHintBanner,
  preloadBootChunks,
  testSetupPath,
} from '@rihla/vite-config'
import { defineConfig, loadEnv } from 'vite'
import { API_PREFIXES } from '@rihla/api-contract/apiPrefixes'

const gitRevision = () => {
  try {
    return execSync('git rev-parse --short HEAD', { stdio: ['ignore', 'pipe', 'ignore'] })
      .toString()
      .trim()
  } catch {
    return 'local'
  }
}

export default defineConfig(({ mode }) => {
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
      // Every widget page renders in the browser after the same start-up: the API clients and schemas
      // it loads for the widget's data and the stored values come with the entry, not after it.
      preloadBootChunks([
        /packages\/api-clients\/src\/clients\.ts$/,
        /packages\/core\/src\/state\/storedSchemas\.ts$/,
      ]),
    ],
    define: { 'import.meta.env.RIHLA_BUILD_ID': JSON.stringify(buildId) },
    server: { port: 5174, proxy },
    build: {
      target: 'es2022',
      // As the site's build: only stylesheets are listed for preloading, a lazy chunk's imports load
      // when it arrives, and the first page's code is one chunk (one request, one Brotli stream).
      modulePreload: {
        polyfill: false,
        resolveDependencies: (_file: string, deps: string[]) => deps.filter((dep) => dep.endsWith('.css')),
      },
      reportCompressedSize: false,
      cssCodeSplit: false,
      assetsInlineLimit: 2048,
      chunkSizeWarningLimit: 700,
      rolldownOptions: {
        output: {
          codeSplitting: { groups: [{ name: 'app', tags: ['$initial'] }] },
          postBanner: compileHintBanner,
        },
      },
    },
    test: {
      environment: 'happy-dom',
      include: ['src/**/*.test.{ts,tsx}', 'server/**/*.test.ts'],
      restoreMocks: true,
      testTimeout: 20_000,
      setupFiles: [testSetupPath],
    },
  }
})
