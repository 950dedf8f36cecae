import { createConfig } from '@rihla/eslint-config'

// The browser parses every API response with these schemas: classic zod (not tree-shakable, ~23 KB
// brotli) stays out of them. The OpenAPI document is built on the server only and may use it.
const classicZod = ['zod', 'zod/v4', 'zod/v3', 'zod-openapi'].map((name) => ({
  name,
  message:
    'Browser code imports zod/mini (or types from zod/v4/core); classic zod belongs to src/openapi.ts only.',
}))

export default [
  ...createConfig(import.meta.dirname),
  {
    files: ['src/**/*.ts'],
    ignores: ['src/openapi.ts'],
    rules: { '@typescript-eslint/no-restricted-imports': ['error', { paths: classicZod }] },
  },
]
