import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import js from '@eslint/js'
import { createTypeScriptImportResolver } from 'eslint-import-resolver-typescript'
import { importX } from 'eslint-plugin-import-x'
import reactHooks from 'eslint-plugin-react-hooks'
import globals from 'globals'
import tseslint from 'typescript-eslint'
import { restrictedImportPaths, restrictedImportPatterns } from './boundaries.js'

// Physical sides break right-to-left layouts; styles use logical properties only (DESIGN.md §7).
const PHYSICAL_PROPERTY =
  '/^(padding|margin|border)(Left|Right)|^(left|right)$|^border(Top|Bottom)(Left|Right)Radius$|^(float|clear)$/'

/** Flat config for one workspace package; its kind comes from package.json "rihla.kind". */
export function createConfig(packageDir) {
  const pkg = JSON.parse(readFileSync(join(packageDir, 'package.json'), 'utf8'))
  const kind = pkg.rihla?.kind ?? 'tooling'
  const browser = kind !== 'server' && kind !== 'tooling'
  return tseslint.config(
    {
      ignores: [
        'dist/**',
        'dist-server/**',
        'storybook-static/**',
        '.cache/**',
        'src/db/migrations/**',
        '**/*.po',
        'var/**',
      ],
    },
    js.configs.recommended,
    ...tseslint.configs.recommendedTypeChecked,
    {
      languageOptions: {
        parserOptions: {
          projectService: { allowDefaultProject: ['*.js', '*.mjs', '.storybook/*.ts'] },
          tsconfigRootDir: packageDir,
        },
        globals: browser ? { ...globals.browser } : { ...globals.node },
      },
      plugins: { 'react-hooks': reactHooks, 'import-x': importX },
      settings: {
        'import-x/extensions': importX.flatConfigs.typescript.settings['import-x/extensions'],
        'import-x/parsers': importX.flatConfigs.typescript.settings['import-x/parsers'],
        // Resolves as tsc does: workspace packages through their "exports", to the source files.
        'import-x/resolver-next': [
          createTypeScriptImportResolver({ project: join(packageDir, 'tsconfig.json') }),
        ],
      },
      rules: {
        // A cycle makes module order decide what is still undefined at import time, and a lazy
        // route's chunk pull in its parent; dynamic imports count (a route's `.lazy(import(...))`).
        'import-x/no-cycle': ['error', { ignoreExternal: true }],
        ...reactHooks.configs.recommended.rules,
        '@typescript-eslint/consistent-type-imports': [
          'error',
          { prefer: 'type-imports', fixStyle: 'separate-type-imports' },
        ],
        '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
        '@typescript-eslint/no-misused-promises': ['error', { checksVoidReturn: { attributes: false } }],
        '@typescript-eslint/only-throw-error': 'off',
        'no-restricted-imports': ['error', { patterns: restrictedImportPatterns({ kind, name: pkg.name }) }],
        '@typescript-eslint/no-restricted-imports': ['error', { paths: restrictedImportPaths({ kind }) }],
      },
    },
    {
      files: ['**/*.css.ts'],
      rules: {
        'no-restricted-syntax': [
          'error',
          {
            selector: `Property > Identifier.key[name=${PHYSICAL_PROPERTY}]`,
            message:
              'Use logical properties (paddingInlineStart, insetInlineEnd, …) so right-to-left needs no special case.',
          },
          {
            selector: "Property[key.name='textAlign'] > Literal[value=/^(left|right)$/]",
            message: "Use textAlign 'start' or 'end'.",
          },
        ],
      },
    },
    // A package's route fragment and what its routes import eagerly join every first page of the site and
    // the widget. A value from a contract module there (`@rihla/api-contract/support`, …) brings zod and
    // that module's schemas along: 13 KB of Brotli once, through one constant. Their plain lists and
    // limits come from the index (bookingKinds, supportKinds); types may come from anywhere.
    {
      files: ['src/{fragment,routes,search,queries,overlays,catalog}.{ts,tsx}'],
      rules: {
        '@typescript-eslint/no-restricted-imports': [
          'error',
          {
            paths: restrictedImportPaths({ kind }),
            patterns: [
              {
                group: ['@rihla/api-contract/*'],
                allowTypeImports: true,
                message:
                  "First-page code takes the contract's plain values from '@rihla/api-contract', never a schema module.",
              },
            ],
          },
        ],
      },
    },
    {
      files: ['**/*.test.{ts,tsx}', '**/*.stories.tsx', 'e2e/**', '**/testing/**'],
      rules: {
        '@typescript-eslint/no-non-null-assertion': 'off',
        '@typescript-eslint/unbound-method': 'off',
      },
    },
    { files: ['**/*.js', '**/*.mjs'], ...tseslint.configs.disableTypeChecked },
  )
}
