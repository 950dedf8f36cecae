import type { Meta, StoryObj } from '@storybook/react-vite'
import CalendarCheck from 'lucide-react/icons/calendar-check'
import ChevronDown from 'lucide-react/icons/chevron-down'
import LogOut from 'lucide-react/icons/log-out'
import UserRound from 'lucide-react/icons/user-round'
import Wallet from 'lucide-react/icons/wallet'
import { useState } from 'react'
import type { Selection } from 'react-aria-components/Menu'
import { MenuTrigger } from 'react-aria-components/Menu'
import { Button } from '../button/Button.tsx'
import { Menu, MenuItem, MenuSection, MenuSeparator } from './Menu.tsx'

const meta = {
  component: Menu,
  tags: ['autodocs'],
  args: { 'aria-label': 'Account' },
} satisfies Meta<typeof Menu>

export default meta
type Story = StoryObj<typeof meta>

export const UserMenu: Story = {
  render: (args) => (
    <MenuTrigger>
      <Button variant="secondary" endIcon={<ChevronDown size={16} aria-hidden />}>
        Noura
      </Button>
      <Menu {...args}>
        <MenuItem href="#wallet" icon={<Wallet size={18} aria-hidden />}>
          My Wallet
        </MenuItem>
        <MenuItem href="#bookings" icon={<CalendarCheck size={18} aria-hidden />}>
          My Bookings
        </MenuItem>
        <MenuItem href="#account" icon={<UserRound size={18} aria-hidden />}>
          Account
        </MenuItem>
        <MenuSeparator />
        <MenuItem tone="danger" icon={<LogOut size={18} aria-hidden />}>
          Logout
        </MenuItem>
      </Menu>
    </MenuTrigger>
  ),
}

export const CurrencySwitcher: Story = {
  render: function CurrencySwitcher(args) {
    const [selected, setSelected] = useState<Selection>(new Set(['SAR']))
    const code = [...(selected === 'all' ? [] : selected)][0]
    return (
      <MenuTrigger defaultOpen>
        <Button variant="ghost">{String(code ?? 'SAR')}</Button>
        <Menu
          {...args}
          aria-label="Currency"
          selectionMode="single"
          selectedKeys={selected}
          onSelectionChange={setSelected}
        >
          <MenuSection title="Popular">
            <MenuItem id="SAR">SAR · Saudi riyal</MenuItem>
            <MenuItem id="USD">USD · US dollar</MenuItem>
          </MenuSection>
          <MenuSection title="All currencies">
            <MenuItem id="AED">AED · UAE dirham</MenuItem>
            <MenuItem id="EGP">EGP · Egyptian pound</MenuItem>
            <MenuItem id="PKR">PKR · Pakistani rupee</MenuItem>
          </MenuSection>
        </Menu>
      </MenuTrigger>
    )
  },
}
