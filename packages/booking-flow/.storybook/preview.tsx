import { appStoryPreview } from '@rihla/core/testing/storybook'
import type { Preview } from '@storybook/react-vite'
import { bookingFlowCatalog } from '../src/catalog'

export default appStoryPreview([bookingFlowCatalog]) satisfies Preview
