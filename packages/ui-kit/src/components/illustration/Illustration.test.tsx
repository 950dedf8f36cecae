import { render, screen, waitFor } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { Illustration, illustrationNames } from './Illustration.tsx'

describe('Illustration', () => {
  it('ships the five artworks the error and empty pages use', () => {
    expect([...illustrationNames].sort()).toEqual([
      'empty',
      'generic-error',
      'not-found',
      'offline',
      'server-error',
    ])
  })

  it.each(illustrationNames)('renders %s as an SVG image named by its title', async (name) => {
    render(<Illustration name={name} title={`Artwork ${name}`} />)
    const image = screen.getByRole('img', { name: `Artwork ${name}` })
    expect(image.tagName.toLowerCase()).toBe('svg')
    expect(image.getAttribute('data-illustration')).toBe(name)
    expect(image.querySelector('title')?.textContent).toBe(`Artwork ${name}`)
    // The drawing itself loads on first use.
    await waitFor(() =>
      expect(image.querySelectorAll('path, circle, rect, ellipse').length).toBeGreaterThan(3),
    )
  })

  it('draws each artwork differently', async () => {
    const markup: string[] = []
    for (const name of illustrationNames) {
      const { container, unmount } = render(<Illustration name={name} />)
      const svg = container.querySelector('svg')!
      await waitFor(() => expect(svg.querySelector('path, circle, rect, ellipse')).not.toBeNull())
      markup.push(svg.innerHTML)
      unmount()
    }
    expect(new Set(markup).size).toBe(illustrationNames.length)
  })

  it('is hidden from assistive technology without a title', () => {
    const { container } = render(<Illustration name="empty" />)
    expect(screen.queryByRole('img')).toBeNull()
    expect(container.querySelector('svg')?.getAttribute('aria-hidden')).toBe('true')
  })
})
