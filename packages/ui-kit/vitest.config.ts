import { browserPackageTestConfig } from '@rihla/vite-config'
import { defineConfig, mergeConfig } from 'vitest/config'

export default mergeConfig(
  browserPackageTestConfig(),
  defineConfig({ test: { setupFiles: ['./vitest.setup.ts'] } }),
)
