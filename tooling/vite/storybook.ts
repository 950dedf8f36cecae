/**
 * The `.storybook/main.ts` of a package whose preview is core's `appStoryPreview` (flights, booking-flow, a
 * new vertical): `export default appStorybookMain satisfies StorybookConfig`. Paths are from that folder.
 */
export const appStorybookMain = {
  stories: ['../src/**/*.stories.tsx'],
  addons: ['@storybook/addon-a11y'],
  framework: '@storybook/react-vite',
  // No prop tables here (they are ui-kit's docs); react-docgen was most of the build's time.
  typescript: { reactDocgen: false as const },
  core: { disableTelemetry: true, disableWhatsNewNotifications: true },
}
