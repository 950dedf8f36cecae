import type { Meta, StoryObj } from '@storybook/react-vite'
import { LoadingScreen } from './LoadingScreen.tsx'

const meta = {
  component: LoadingScreen,
  tags: ['autodocs'],
  args: { label: 'Loading Rihla', isFullScreen: false },
} satisfies Meta<typeof LoadingScreen>

export default meta
type Story = StoryObj<typeof meta>

export const InContainer: Story = {}

export const WithMessage: Story = { args: { message: 'Finding the best fares for you…' } }

export const FullScreen: Story = { args: { isFullScreen: true }, parameters: { layout: 'fullscreen' } }
