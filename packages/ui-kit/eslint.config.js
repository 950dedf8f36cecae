import { createConfig } from '@rihla/eslint-config'

export default [
  ...createConfig(import.meta.dirname),
  // Dev scripts run in Node (they drive Chromium over the built Storybook) and never ship to the browser.
  { files: ['scripts/**/*.mjs'], rules: { 'no-restricted-imports': 'off' } },
]
