import { act, render, screen, waitFor } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { DialogTrigger } from 'react-aria-components/Modal'
import { describe, expect, it, vi } from 'vitest'
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
