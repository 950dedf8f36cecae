import { act, render, screen, waitFor } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { DialogTrigger } from 'react-aria-components/Modal'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { Button } from '../button/Button.tsx'
import { Modal } from './Modal.tsx'

function FareDetails({ onOpenChange }: { onOpenChange?: (isOpen: boolean) => void }) {
  return (
    <DialogTrigger onOpenChange={onOpenChange}>
      <Button>View fare</Button>
      <Modal title="Fare details" closeLabel="Close">
        <p>One checked bag included.</p>
      </Modal>
    </DialogTrigger>
  )
}

describe('Modal', () => {
  it('opens as a titled dialog with a named close button', async () => {
    render(<FareDetails />)
    await userEvent.click(screen.getByRole('button', { name: 'View fare' }))
    const dialog = screen.getByRole('dialog', { name: 'Fare details' })
    expect(dialog.contains(screen.getByRole('button', { name: 'Close' }))).toBe(true)
  })

  it('closes on Escape and returns focus to the trigger', async () => {
    const onOpenChange = vi.fn()
    render(<FareDetails onOpenChange={onOpenChange} />)
    const trigger = screen.getByRole('button', { name: 'View fare' })
    await userEvent.click(trigger)
    expect(screen.getByRole('dialog')).toBeTruthy()
    await userEvent.keyboard('{Escape}')
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull())
    expect(onOpenChange).toHaveBeenLastCalledWith(false)
    await waitFor(() => expect(document.activeElement).toBe(trigger))
  })

  it('closes from its close button', async () => {
    render(<FareDetails />)
    await userEvent.click(screen.getByRole('button', { name: 'View fare' }))
    await userEvent.click(screen.getByRole('button', { name: 'Close' }))
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull())
  })

  it('stays open on Escape when keyboard dismissal is disabled', async () => {
    render(
      <Modal title="Session expired" closeLabel="Close" defaultOpen isKeyboardDismissDisabled>
        <p>Refresh to continue.</p>
      </Modal>,
    )
    act(() => screen.getByRole('dialog').focus())
    await userEvent.keyboard('{Escape}')
    expect(screen.getByRole('dialog', { name: 'Session expired' })).toBeTruthy()
  })
})

describe('Modal content taller than the dialog', () => {
  afterEach(() => vi.unstubAllGlobals())

  function overflowing(scrollHeight: number) {
    vi.spyOn(HTMLElement.prototype, 'scrollHeight', 'get').mockReturnValue(scrollHeight)
    vi.spyOn(HTMLElement.prototype, 'clientHeight', 'get').mockReturnValue(300)
    vi.stubGlobal(
      'ResizeObserver',
      class {
        constructor(private readonly callback: () => void) {}
        observe() {
          this.callback()
        }
        disconnect() {}
      },
    )
  }

  it('scrolls in a region named by the title that a keyboard can focus', async () => {
    overflowing(900)
    render(
      <Modal title="Hotel policies" closeLabel="Close" defaultOpen>
        <p>Check-in from 16:00.</p>
      </Modal>,
    )
    const region = await screen.findByRole('region', { name: 'Hotel policies' })
    expect(region.tabIndex).toBe(0)
    await userEvent.tab()
    await userEvent.tab()
    expect(document.activeElement).toBe(region)
  })

  it('adds no stop for the keyboard when it all fits', () => {
    overflowing(300)
    render(
      <Modal title="Fare details" closeLabel="Close" defaultOpen>
        <p>One checked bag included.</p>
      </Modal>,
    )
    expect(screen.queryByRole('region')).toBeNull()
    expect(screen.getByText('One checked bag included.').closest('[tabindex]')).toBe(
      screen.getByRole('dialog'),
    )
  })
})
