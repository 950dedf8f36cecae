import type { StorybookConfig } from '@storybook/react-vite'

// As ui-kit's Storybook; preview.tsx puts the app (copy, router, cache, store) around every story.
export default {
  stories: ['../src/**/*.stories.tsx'],
  addons: ['@storybook/addon-a11y'],
  framework: '@storybook/react-vite',
  // No prop tables here (they are ui-kit's docs); react-docgen was most of the build's time.
  typescript: { reactDocgen: false },
  core: { disableTelemetry: true, disableWhatsNewNotifications: true },
} satisfies StorybookConfig
