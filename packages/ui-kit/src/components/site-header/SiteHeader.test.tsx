import { render, screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { describe, expect, it } from 'vitest'
import { HeaderNavList, SiteHeader } from './SiteHeader.tsx'

function Header() {
  return (
    <SiteHeader
      brand={<a href="#home">Rihla</a>}
      navigationLabel="Main"
      menuLabel="Menu"
      closeMenuLabel="Close menu"
      navigation={
        <HeaderNavList>
          <li>
            <a href="#flights">Flights</a>
          </li>
          <li>
            <a href="#hotels">Hotels</a>
          </li>
        </HeaderNavList>
      }
      actions={<button type="button">Sign in</button>}
    />
  )
}

describe('SiteHeader', () => {
  it('renders a banner with a named navigation landmark', () => {
    render(<Header />)
    const banner = screen.getByRole('banner')
    const nav = within(banner).getByRole('navigation', { name: 'Main' })
    expect(within(nav).getByRole('link', { name: 'Flights' })).toBeTruthy()
  })

  it('opens the menu drawer with the navigation and actions, and closes it when a link is followed', async () => {
    render(<Header />)
    await userEvent.click(screen.getByRole('button', { name: 'Menu' }))
    const drawer = await screen.findByRole('dialog', { name: 'Menu' })
    expect(within(drawer).getByRole('navigation', { name: 'Main' })).toBeTruthy()
    expect(within(drawer).getByRole('button', { name: 'Sign in' })).toBeTruthy()
    await userEvent.click(within(drawer).getByRole('link', { name: 'Hotels' }))
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull())
  })

  it('closes the drawer from its close button', async () => {
    render(<Header />)
    await userEvent.click(screen.getByRole('button', { name: 'Menu' }))
    await userEvent.click(await screen.findByRole('button', { name: 'Close menu' }))
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull())
  })
})
