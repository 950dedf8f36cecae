import { act } from 'react'
import { createRoot, hydrateRoot } from 'react-dom/client'
import { renderToString } from 'react-dom/server'
import { expect, it, vi } from 'vitest'
import { useHydratedLater } from './useHydratedLater'

// Testing Library sets it for its own renders; this test hydrates with react-dom itself.
;(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true

function Probe() {
  return <span>{useHydratedLater() ? 'hydrated' : 'hydrating'}</span>
}

it('is false on the server and while the page hydrates, then true; later parts start true', () => {
  const html = renderToString(<Probe />)
  expect(html).toBe('<span>hydrating</span>')

  const page = document.createElement('div')
  page.innerHTML = html
  const errors = vi.spyOn(console, 'error').mockImplementation(() => undefined)
  act(() => {
    hydrateRoot(page, <Probe />)
  })
  expect(page.textContent).toBe('hydrated')
  expect(errors).not.toHaveBeenCalled()

  const seen: boolean[] = []
  function FirstRender() {
    seen.push(useHydratedLater())
    return null
  }
  act(() => createRoot(document.createElement('div')).render(<FirstRender />))
  expect(seen[0]).toBe(true)
})
