import { createConfig } from '@rihla/eslint-config'
import { restrictedImportPatterns } from '@rihla/eslint-config/boundaries'

// The policies are tested against a real node:http server, so test code may import node:*; the rest of
// the browser-package rules still apply to it, and src stays free of Node APIs.
const testImportPatterns = restrictedImportPatterns({ kind: 'platform', name: '@rihla/api-clients' }).map(
  (pattern) => ({
    ...pattern,
    group: pattern.group.filter((module) => module !== 'node:*'),
  }),
)

export default [
  ...createConfig(import.meta.dirname),
  {
    files: ['**/*.test.ts', 'testing/**'],
    rules: { 'no-restricted-imports': ['error', { patterns: testImportPatterns }] },
  },
]
