import { act, render, screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { describe, expect, it, vi } from 'vitest'
import { Button } from './Button.tsx'

describe('Button', () => {
  it('calls onPress when pressed', async () => {
    const onPress = vi.fn()
    render(<Button onPress={onPress}>Book now</Button>)
    await userEvent.click(screen.getByRole('button', { name: 'Book now' }))
    expect(onPress).toHaveBeenCalledTimes(1)
  })

  it('is disabled and named by its pending label while pending', async () => {
    const onPress = vi.fn()
    render(
      <Button isPending pendingLabel="Searching flights" onPress={onPress}>
        Search
      </Button>,
    )
    const button = screen.getByRole('button', { name: 'Searching flights' })
    expect(button.getAttribute('aria-disabled')).toBe('true')
    expect(button.hasAttribute('data-pending')).toBe(true)
    await userEvent.click(button)
    expect(onPress).not.toHaveBeenCalled()
  })

  it('announces the pending state to a focused user', () => {
    const { rerender } = render(<Button pendingLabel="Processing payment">Pay now</Button>)
    const button = screen.getByRole('button', { name: 'Pay now' })
    act(() => button.focus())
    rerender(
      <Button isPending pendingLabel="Processing payment">
        Pay now
      </Button>,
    )
    // RAC announces the button itself (by aria-labelledby), whose name is now the pending label.
    const announcement = document.querySelector('[aria-live="assertive"] [aria-labelledby]')
    expect(announcement?.getAttribute('aria-labelledby')).toBe(button.id)
    expect(screen.getByRole('button', { name: 'Processing payment' })).toBe(button)
  })

  it('keeps its text readable when pending without a label', () => {
    render(<Button isPending>Saving</Button>)
    expect(screen.getByRole('button', { name: 'Saving' }).getAttribute('aria-disabled')).toBe('true')
  })
})
