import type { Meta, StoryObj } from '@storybook/react-vite'
import { Button } from '../button/Button.tsx'
import { EmptyState } from './EmptyState.tsx'

const meta = {
  component: EmptyState,
  tags: ['autodocs'],
  args: {
    title: 'No flights match your filters',
    description: 'Try fewer stops or another airline.',
    actions: <Button variant="secondary">Reset Filters</Button>,
  },
} satisfies Meta<typeof EmptyState>

export default meta
type Story = StoryObj<typeof meta>

export const NoResults: Story = {}

export const NoRecord: Story = {
  args: {
    title: 'No Record Found',
    description: 'You have no upcoming trips yet.',
    actions: <Button>Start a search</Button>,
  },
}

export const Offline: Story = {
  args: {
    illustration: 'offline',
    title: 'No Internet Connection',
    description: 'Check your connection and try again.',
    actions: <Button>Retry</Button>,
  },
}
