import { render, screen } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { ProgressBar } from './ProgressBar.tsx'

describe('ProgressBar', () => {
  it('is a progressbar named by its visible label, with its value and the value shown', () => {
    render(<ProgressBar label="Searching providers" value={3} maxValue={4} />)
    const bar = screen.getByRole('progressbar', { name: 'Searching providers' })
    expect(bar.getAttribute('aria-valuenow')).toBe('3')
    expect(bar.getAttribute('aria-valuemax')).toBe('4')
    expect(bar.getAttribute('aria-valuetext')).toBe('75%')
    expect(bar.textContent).toContain('75%')
  })

  it('has no value while indeterminate and shows none', () => {
    render(<ProgressBar aria-label="Processing your payment" isIndeterminate />)
    const bar = screen.getByRole('progressbar', { name: 'Processing your payment' })
    expect(bar.hasAttribute('aria-valuenow')).toBe(false)
    expect(bar.textContent).not.toContain('%')
  })

  it('as a line: the track alone, still a named progressbar with its value', () => {
    render(
      <ProgressBar appearance="line" aria-label="Searching" value={2} maxValue={5} valueLabel="2 of 5" />,
    )
    const bar = screen.getByRole('progressbar', { name: 'Searching' })
    expect(bar.getAttribute('aria-valuetext')).toBe('2 of 5')
    expect(bar.textContent).toBe('')
    expect(bar.children).toHaveLength(1)
  })
})
