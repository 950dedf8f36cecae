import type { Meta, StoryObj } from '@storybook/react-vite'
import { Skeleton } from './Skeleton.tsx'

const meta = {
  component: Skeleton,
  tags: ['autodocs'],
  args: { shape: 'text', lines: 3, width: 320 },
} satisfies Meta<typeof Skeleton>

export default meta
type Story = StoryObj<typeof meta>

export const Text: Story = {}

export const Rectangle: Story = { args: { shape: 'rect', height: 160, lines: 1 } }

export const ResultCard: Story = {
  render: () => (
    <div
      aria-busy="true"
      aria-label="Loading results"
      role="group"
      style={{
        display: 'flex',
        gap: 16,
        padding: 16,
        background: '#fff',
        borderRadius: 12,
        maxInlineSize: 520,
      }}
    >
      <Skeleton shape="circle" height={48} />
      <div style={{ flex: 1, display: 'grid', gap: 12 }}>
        <Skeleton width="40%" />
        <Skeleton lines={2} />
        <Skeleton shape="rect" height={40} width={140} />
      </div>
    </div>
  ),
}
