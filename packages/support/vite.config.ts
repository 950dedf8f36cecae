import { browserPlugins } from '@rihla/vite-config'
import { defineConfig } from 'vite'

// Storybook's builder picks this file up, so stories get the same transforms as the apps.
export default defineConfig({
  plugins: browserPlugins(),
})
