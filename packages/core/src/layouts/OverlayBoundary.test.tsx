import { render, screen } from '@testing-library/react'
import { describe, expect, it, vi } from 'vitest'
import { OverlayBoundary } from './OverlayBoundary'

function Failing({ fail }: { fail: boolean }) {
  if (fail) throw new Error('The widget element is not ready')
  return <p>Sign in</p>
}

describe('OverlayBoundary', () => {
  it('drops a failing overlay, reports it, and tries again on the next page', () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined)
    const onError = vi.fn()
    const page = (path: string, fail: boolean) => (
      <>
        <p>The page</p>
        <OverlayBoundary resetKey={path} onError={onError}>
          <Failing fail={fail} />
        </OverlayBoundary>
      </>
    )
    const view = render(page('/', true))
    expect(screen.getByText('The page')).toBeTruthy()
    expect(screen.queryByText('Sign in')).toBeNull()
    expect(onError).toHaveBeenCalledTimes(1)

    view.rerender(page('/', false))
    expect(screen.queryByText('Sign in')).toBeNull()

    view.rerender(page('/bookings', false))
    expect(screen.getByText('Sign in')).toBeTruthy()
  })
})
