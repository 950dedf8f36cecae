import type { Meta, StoryObj } from '@storybook/react-vite'
import ChevronDown from 'lucide-react/icons/chevron-down'
import Globe from 'lucide-react/icons/globe'
import { MenuTrigger } from 'react-aria-components/Menu'
import { Button } from '../button/Button.tsx'
import { Link } from '../link/Link.tsx'
import { Logo } from '../logo/Logo.tsx'
import { Menu, MenuItem } from '../menu/Menu.tsx'
import { HeaderNavList, SiteHeader } from './SiteHeader.tsx'

const navigation = (
  <HeaderNavList>
    <li>
      <Link href="#flights" aria-current="page">
        Flights
      </Link>
    </li>
    <li>
      <Link href="#hotels">Hotels</Link>
    </li>
    <li>
      <Link href="#bus">Bus</Link>
    </li>
    <li>
      <Link href="#train">Train</Link>
    </li>
    <li>
      <Link href="#events">Events</Link>
    </li>
  </HeaderNavList>
)

const actions = (
  <>
    <MenuTrigger>
      <Button variant="ghost" size="sm" startIcon={<Globe size={16} aria-hidden />}>
        العربية
      </Button>
      <Menu aria-label="Language">
        <MenuItem id="en">English</MenuItem>
        <MenuItem id="ar">العربية</MenuItem>
      </Menu>
    </MenuTrigger>
    <MenuTrigger>
      <Button variant="secondary" size="sm" endIcon={<ChevronDown size={16} aria-hidden />}>
        Noura
      </Button>
      <Menu aria-label="Account">
        <MenuItem href="#wallet">My Wallet</MenuItem>
        <MenuItem href="#bookings">My Bookings</MenuItem>
        <MenuItem href="#account">Account</MenuItem>
        <MenuItem tone="danger">Logout</MenuItem>
      </Menu>
    </MenuTrigger>
  </>
)

const meta = {
  component: SiteHeader,
  tags: ['autodocs'],
  parameters: { layout: 'fullscreen' },
  args: {
    brand: (
      <Link href="#home" isQuiet aria-label="Rihla home">
        <Logo />
      </Link>
    ),
    navigation,
    actions,
    navigationLabel: 'Main',
    menuLabel: 'Menu',
    closeMenuLabel: 'Close menu',
  },
} satisfies Meta<typeof SiteHeader>

export default meta
type Story = StoryObj<typeof meta>

export const Desktop: Story = {}

export const Mobile: Story = {
  globals: { viewport: { value: 'mobile1', isRotated: false } },
}

export const SignedOut: Story = {
  args: { actions: <Button size="sm">Sign in</Button> },
}
