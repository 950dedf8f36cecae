import { appStoryPreview } from '@rihla/core/testing/storybook'
import type { Preview } from '@storybook/react-vite'
import { flightsCatalog } from '../src/catalog'

export default appStoryPreview([flightsCatalog]) satisfies Preview
