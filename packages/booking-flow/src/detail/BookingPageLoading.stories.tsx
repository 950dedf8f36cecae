import type { Meta, StoryObj } from '@storybook/react-vite'
import { BookingPageLoading } from './BookingPageLoading'

const meta = {
  component: BookingPageLoading,
  tags: ['autodocs'],
} satisfies Meta<typeof BookingPageLoading>

export default meta
type Story = StoryObj<typeof meta>

export const Default: Story = {}

export const Arabic: Story = { globals: { locale: 'ar' } }
