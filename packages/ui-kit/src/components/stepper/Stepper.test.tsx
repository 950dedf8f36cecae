import { render, screen, within } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { Stepper } from './Stepper.tsx'

const steps = [
  { id: 'search', label: 'Search' },
  { id: 'passengers', label: 'Passengers' },
  { id: 'review', label: 'Review' },
  { id: 'payment', label: 'Payment' },
]

function items() {
  const nav = screen.getByRole('navigation', { name: 'Booking progress' })
  return within(within(nav).getByRole('list')).getAllByRole('listitem')
}

describe('Stepper', () => {
  it('marks only the current step with aria-current="step"', () => {
    render(<Stepper steps={steps} currentStepId="review" aria-label="Booking progress" />)
    const current = items().filter((item) => item.getAttribute('aria-current') === 'step')
    expect(current).toHaveLength(1)
    expect(current[0]?.textContent).toContain('Review')
  })

  it('marks the steps before the current one complete and the rest upcoming', () => {
    render(
      <Stepper
        steps={steps}
        currentStepId="review"
        aria-label="Booking progress"
        completedLabel="completed"
      />,
    )
    expect(items().map((item) => item.dataset.state)).toEqual(['complete', 'complete', 'current', 'upcoming'])
    expect(items()[0]?.textContent).toContain('completed')
    expect(items()[3]?.textContent).not.toContain('completed')
  })

  it('moves aria-current when the current step changes', () => {
    const { rerender } = render(
      <Stepper steps={steps} currentStepId="search" aria-label="Booking progress" />,
    )
    expect(items()[0]?.getAttribute('aria-current')).toBe('step')
    rerender(<Stepper steps={steps} currentStepId="payment" aria-label="Booking progress" />)
    expect(items()[0]?.hasAttribute('aria-current')).toBe(false)
    expect(items()[3]?.getAttribute('aria-current')).toBe('step')
  })
})
