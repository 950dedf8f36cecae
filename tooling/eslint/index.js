import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import js from '@eslint/js'
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
    { ignores: ['dist/**', 'storybook-static/**', '.cache/**', 'src/db/migrations/**', '**/*.po', 'var/**'] },
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
      plugins: { 'react-hooks': reactHooks },
      rules: {
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
