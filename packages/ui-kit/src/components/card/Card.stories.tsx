import type { Meta, StoryObj } from '@storybook/react-vite'
import { Badge } from '../badge/Badge.tsx'
import { Button } from '../button/Button.tsx'
import { Card } from './Card.tsx'

const meta = {
  component: Card,
  tags: ['autodocs'],
  args: { as: 'article', children: null },
  decorators: [(Story) => <div style={{ maxInlineSize: 420 }}>{Story()}</div>],
} satisfies Meta<typeof Card>

export default meta
type Story = StoryObj<typeof meta>

export const FareCard: Story = {
  render: (args) => (
    <Card {...args}>
      <div style={{ display: 'flex', justifyContent: 'space-between', alignItems: 'center' }}>
        <h3 style={{ fontSize: 18 }}>Riyadh → Jeddah</h3>
        <Badge tone="success">Refundable</Badge>
      </div>
      <p>Non-stop · 1 h 45 min · Economy</p>
      <div style={{ display: 'flex', justifyContent: 'space-between', alignItems: 'center' }}>
        <strong style={{ fontSize: 20 }}>SAR 389</strong>
        <Button>Select</Button>
      </div>
    </Card>
  ),
}

export const Flat: Story = {
  args: { elevation: 'flat', tone: 'subtle' },
  render: (args) => (
    <Card {...args}>
      <h3 style={{ fontSize: 16 }}>Need help?</h3>
      <p>Our support team answers in Arabic and English, all week.</p>
    </Card>
  ),
}

export const Tones: Story = {
  render: () => (
    <div style={{ display: 'grid', gap: 16 }}>
      <Card tone="primary" elevation="flat">
        Book early and save up to 70% on bus bundles.
      </Card>
      <Card tone="accent" elevation="flat">
        17+ currencies supported.
      </Card>
    </div>
  ),
}
