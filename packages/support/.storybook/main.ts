import { appStorybookMain } from '@rihla/vite-config/storybook'
import type { StorybookConfig } from '@storybook/react-vite'

// As ui-kit's Storybook; preview.tsx puts the app (copy, router, cache, store) around every story.
export default appStorybookMain satisfies StorybookConfig
