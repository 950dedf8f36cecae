import { fileURLToPath } from 'node:url'
import { lingui } from '@lingui/vite-plugin'
import { vanillaExtractPlugin } from '@vanilla-extract/vite-plugin'
import react from '@vitejs/plugin-react'
import type { PluginOption } from 'vite'
import type { ViteUserConfig } from 'vitest/config'

export const linguiConfigPath = fileURLToPath(new URL('../../lingui.config.ts', import.meta.url))
export const testSetupPath = fileURLToPath(new URL('./testSetup.ts', import.meta.url))

/**
 * The transforms every browser package needs, in an app build, a Storybook build or a vitest run:
 * React, Lingui macros and .po catalogs (compiled on import), vanilla-extract styles.
 * `strictCatalogs` fails the build on any missing translation; production builds set it.
 */
export function browserPlugins({
  strictCatalogs = false,
}: { strictCatalogs?: boolean } = {}): PluginOption[] {
  return [
    react(),
    lingui({
      macroTransform: true,
      configPath: linguiConfigPath,
      failOnMissing: strictCatalogs,
      failOnCompileError: true,
    }),
    vanillaExtractPlugin({ identifiers: process.env.NODE_ENV === 'production' ? 'short' : 'debug' }),
  ]
}

/** vitest config for a browser package: component tests in happy-dom. */
export function browserPackageTestConfig(): ViteUserConfig {
  return {
    plugins: browserPlugins(),
    test: {
      environment: 'happy-dom',
      include: ['src/**/*.test.{ts,tsx}'],
      restoreMocks: true,
      unstubGlobals: true,
      // Turbo runs every package's tests at once; on a two-core CI machine a screen test that takes
      // 2 s alone can take 6, which is load, not a failure.
      testTimeout: 20_000,
      setupFiles: [testSetupPath],
    },
  }
}

export { bootScreen } from './bootScreen.ts'
export { compileHintBanner } from './compileHints.ts'
export { bootChunkFiles, preloadBootChunks } from './bootChunks.ts'
