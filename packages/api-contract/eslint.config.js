import { createConfig } from '@rihla/eslint-config'

export default [
  ...createConfig(import.meta.dirname),
  // The OpenAPI document is built on the server only, with classic zod and zod-openapi.
  { files: ['src/openapi.ts'], rules: { '@typescript-eslint/no-restricted-imports': 'off' } },
]
