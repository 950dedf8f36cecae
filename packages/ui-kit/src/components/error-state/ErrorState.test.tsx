import { render, screen } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { ErrorState, illustrationForStatus } from './ErrorState.tsx'

describe('ErrorState', () => {
  it.each([
    [404, 'not-found'],
    [500, 'server-error'],
    [400, 'generic-error'],
    [504, 'generic-error'],
    [undefined, 'generic-error'],
  ] as const)('shows the artwork the spec gives status %s', (status, artwork) => {
    expect(illustrationForStatus(status)).toBe(artwork)
    const { container } = render(<ErrorState status={status} title="Error" />)
    expect(container.querySelector('svg')?.getAttribute('data-illustration')).toBe(artwork)
  })

  it('renders the status, a heading at the given level, the description and the actions', () => {
    render(
      <ErrorState
        status={404}
        headingLevel={1}
        title="Page Not Found"
        description="Page not found: /x"
        actions={<button type="button">Go to home</button>}
      />,
    )
    expect(screen.getByRole('heading', { level: 1, name: 'Page Not Found' })).toBeTruthy()
    expect(screen.getByText('404')).toBeTruthy()
    expect(screen.getByText('Page not found: /x')).toBeTruthy()
    expect(screen.getByRole('button', { name: 'Go to home' })).toBeTruthy()
  })
})
