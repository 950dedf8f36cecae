import { appStoryPreview } from '@rihla/core/testing/storybook'
import type { Preview } from '@storybook/react-vite'
import { supportCatalog } from '../src/catalog'

export default appStoryPreview([supportCatalog]) satisfies Preview
