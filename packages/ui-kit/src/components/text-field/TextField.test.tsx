import { render, screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { describe, expect, it, vi } from 'vitest'
import { TextField } from './TextField.tsx'

describe('TextField', () => {
  it('shows its error message and marks the input invalid', () => {
    render(<TextField label="Email" isInvalid errorMessage="Please enter a valid email address" />)
    const input = screen.getByRole('textbox', { name: 'Email' })
    const error = screen.getByText('Please enter a valid email address')
    expect(input.getAttribute('aria-invalid')).toBe('true')
    expect(input.getAttribute('aria-describedby')?.split(' ')).toContain(error.id)
  })

  it('shows no error while valid', () => {
    render(<TextField label="Email" errorMessage="Please enter a valid email address" />)
    expect(screen.getByRole('textbox', { name: 'Email' }).hasAttribute('aria-invalid')).toBe(false)
    expect(screen.queryByText('Please enter a valid email address')).toBeNull()
  })

  it('links its description and reports typing', async () => {
    const onChange = vi.fn()
    render(<TextField label="First name" description="As in your passport" onChange={onChange} />)
    const input = screen.getByRole('textbox', { name: 'First name' })
    const description = screen.getByText('As in your passport')
    expect(input.getAttribute('aria-describedby')).toBe(description.id)
    await userEvent.type(input, 'Ali')
    expect(onChange).toHaveBeenLastCalledWith('Ali')
  })

  it('renders a textarea when multiline', () => {
    render(<TextField label="Message" isMultiline />)
    expect(screen.getByRole('textbox', { name: 'Message' }).tagName).toBe('TEXTAREA')
  })
})
