import { browserPackageTestConfig } from '@rihla/vite-config'
import { defineConfig } from 'vitest/config'

export default defineConfig(browserPackageTestConfig())
