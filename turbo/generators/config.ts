import type { PlopTypes } from '@turbo/gen'

const VERTICALS = ['hotel', 'bus', 'train', 'event', 'airline', 'support']

// Where the web app composes its fragments: the generator appends the new one to each list.
const WEB_ROUTER = 'apps/web/src/router.ts'

/** `pnpm turbo gen vertical <name>`: a vertical package from templates, composed into the web app. */
export default function generator(plop: PlopTypes.NodePlopAPI): void {
  plop.setGenerator('vertical', {
    description: 'A vertical package: its fragment, routes, home screen, catalogs and harness',
    prompts: [
      {
        type: 'input',
        name: 'name',
        message: 'Package name (kebab-case, e.g. hotels)',
        validate: (input: string) => /^[a-z][a-z0-9-]*$/.test(input) || 'kebab-case, starting with a letter',
      },
      { type: 'list', name: 'vertical', message: 'Widget vertical', choices: VERTICALS },
      { type: 'input', name: 'title', message: 'Home page title in English (e.g. Hotels in Saudi Arabia)' },
      { type: 'input', name: 'titleAr', message: 'The same title in Arabic' },
    ],
    actions: [
      {
        type: 'addMany',
        destination: '{{ turbo.paths.root }}/packages/{{ name }}',
        base: 'templates/vertical',
        templateFiles: 'templates/vertical/**/*',
        globOptions: { dot: true },
        stripExtensions: ['hbs'],
      },
      {
        type: 'modify',
        path: `{{ turbo.paths.root }}/${WEB_ROUTER}`,
        pattern: /(import { createRouter } from '@tanstack\/react-router')/,
        template: "import { {{ camelCase name }}Fragment } from '@rihla/{{ name }}/fragment'\n$1",
      },
      {
        type: 'modify',
        path: `{{ turbo.paths.root }}/${WEB_ROUTER}`,
        pattern: /(\n\] as const)/,
        template: '\n  {{ camelCase name }}Fragment,$1',
      },
      {
        type: 'modify',
        path: `{{ turbo.paths.root }}/${WEB_ROUTER}`,
        pattern: /(\n {2}\}\),\n\}\))/,
        template: '\n    ...{{ camelCase name }}Fragment.routes,$1',
      },
      {
        type: 'modify',
        path: '{{ turbo.paths.root }}/apps/web/package.json',
        pattern: /("dependencies": \{\n)/,
        template: '$1    "@rihla/{{ name }}": "workspace:*",\n',
      },
    ],
  })
}
