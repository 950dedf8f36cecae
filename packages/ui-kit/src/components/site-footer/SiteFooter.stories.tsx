import type { Meta, StoryObj } from '@storybook/react-vite'
import { Link } from '../link/Link.tsx'
import { Logo } from '../logo/Logo.tsx'
import { FooterColumn, FooterLinks, SiteFooter } from './SiteFooter.tsx'

const column = (title: string, items: string[]) => (
  <FooterColumn title={title}>
    <FooterLinks>
      {items.map((item) => (
        <li key={item}>
          <Link href={`#${item}`}>{item}</Link>
        </li>
      ))}
    </FooterLinks>
  </FooterColumn>
)

const meta = {
  component: SiteFooter,
  tags: ['autodocs'],
  parameters: { layout: 'fullscreen' },
  args: {
    brand: (
      <>
        <Logo tone="inverse" label="Rihla" />
        <p>Flights, hotels, buses, trains and events across Saudi Arabia, in Arabic and English.</p>
      </>
    ),
    children: (
      <>
        {column('Book', ['Flights', 'Hotels', 'Bus', 'Train', 'Events'])}
        {column('Company', ['About us', 'Contact us'])}
        {column('Help', ['Support', 'My Bookings'])}
        {column('Legal', ['Privacy policy', 'Terms and conditions'])}
      </>
    ),
    bottomBar: (
      <>
        <span>© 2026 Rihla. All rights reserved.</span>
        <span>Riyadh, Saudi Arabia · Open all week, 00:00–23:59</span>
      </>
    ),
  },
} satisfies Meta<typeof SiteFooter>

export default meta
type Story = StoryObj<typeof meta>

export const Full: Story = {}

export const Minimal: Story = { args: { children: undefined } }
