import type { Meta, StoryObj } from '@storybook/react-vite'
import ArrowRight from 'lucide-react/icons/arrow-right'
import { directionalIcon } from '../../styles/icons.css.ts'
import { Link } from './Link.tsx'

const meta = {
  component: Link,
  tags: ['autodocs'],
  args: { href: '#terms', children: 'Terms and conditions' },
  argTypes: {
    tone: { control: 'inline-radio', options: ['primary', 'neutral', 'muted'] },
    appearance: { control: 'inline-radio', options: ['link', 'primary', 'secondary', 'ghost'] },
  },
} satisfies Meta<typeof Link>

export default meta
type Story = StoryObj<typeof meta>

export const Inline: Story = {
  render: (args) => (
    <p>
      By booking you accept our <Link {...args} /> and privacy policy.
    </p>
  ),
}

export const Quiet: Story = { args: { isQuiet: true, tone: 'neutral', children: 'My bookings' } }

export const Current: Story = {
  args: { isQuiet: true, tone: 'neutral', children: 'Flights', 'aria-current': 'page' },
}

export const WithArrow: Story = {
  args: {
    children: (
      <>
        See all events <ArrowRight size={16} aria-hidden className={directionalIcon} />
      </>
    ),
  },
}

export const AsButton: Story = { args: { appearance: 'primary', children: 'Go to home', href: '#home' } }

export const OnDark: Story = {
  args: { tone: 'inverse', children: 'Contact us' },
  render: (args) => (
    <div style={{ background: '#0B3B34', padding: 16, borderRadius: 12 }}>
      <Link {...args} />
    </div>
  ),
}
