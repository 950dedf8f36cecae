import type { Meta, StoryObj } from '@storybook/react-vite'
import { Logo } from './Logo.tsx'

const meta = {
  component: Logo,
  tags: ['autodocs'],
  args: { label: 'Rihla', size: 'lg' },
} satisfies Meta<typeof Logo>

export default meta
type Story = StoryObj<typeof meta>

export const FollowsLocale: Story = {}

export const Bilingual: Story = { args: { script: 'both', label: 'Rihla رحلة' } }

export const Arabic: Story = { args: { script: 'arabic', label: 'رحلة' } }

export const MarkOnly: Story = { args: { variant: 'mark' } }

export const Inverse: Story = {
  args: { tone: 'inverse' },
  render: (args) => (
    <div style={{ background: '#0B3B34', padding: 24, borderRadius: 12, display: 'inline-block' }}>
      <Logo {...args} />
    </div>
  ),
}
