import { render, screen } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { LoadingScreen } from './LoadingScreen.tsx'

describe('LoadingScreen', () => {
  it('is a status named by its label, with the artwork hidden', () => {
    const { container } = render(<LoadingScreen label="Loading Rihla" />)
    const status = screen.getByRole('status', { name: 'Loading Rihla' })
    expect(status.textContent).toContain('Loading Rihla')
    expect(
      container.querySelectorAll('[aria-hidden="true"] svg, svg[aria-hidden="true"]').length,
    ).toBeGreaterThan(0)
    expect(screen.queryByRole('img')).toBeNull()
  })

  it('shows a visible message when given one', () => {
    render(<LoadingScreen label="Loading" message="Finding the best fares" />)
    expect(screen.getByRole('status').textContent).toContain('Finding the best fares')
  })
})
