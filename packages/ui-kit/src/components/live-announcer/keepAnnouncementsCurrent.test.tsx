import { act, cleanup, render, screen, waitFor } from '@testing-library/react'
import { afterEach, describe, expect, it } from 'vitest'
import { Button } from '../button/Button.tsx'
import { keepAnnouncementsCurrent } from './keepAnnouncementsCurrent.ts'

const entries = () =>
  Array.from(document.querySelectorAll<HTMLElement>('[data-live-announcer] [aria-live] > *'))

/** A focused Save button that turns pending and back `times` times: React Aria announces each change. */
function announceSeveralTimes(times: number) {
  const view = render(<Button pendingLabel="Saving traveller">Save</Button>)
  const button = screen.getByRole('button', { name: 'Save' })
  act(() => button.focus())
  for (let i = 0; i < times; i++) {
    view.rerender(
      <Button isPending pendingLabel="Saving traveller">
        Save
      </Button>,
    )
    view.rerender(<Button pendingLabel="Saving traveller">Save</Button>)
  }
  return view
}

let stop: (() => void) | undefined
afterEach(() => {
  stop?.()
  stop = undefined
  cleanup()
  for (const entry of entries()) entry.remove()
})

describe('keepAnnouncementsCurrent', () => {
  it('leaves one announcement, as text, after several, and no unnamed image once the button is gone', async () => {
    stop = keepAnnouncementsCurrent()
    const view = announceSeveralTimes(3)
    await waitFor(() => expect(entries()).toHaveLength(1))
    expect(entries()[0]!.textContent).toBe('Save')
    view.unmount()
    expect(document.querySelectorAll('[data-live-announcer] [role="img"]')).toHaveLength(0)
    expect(entries()).toHaveLength(1)
    expect(entries()[0]!.textContent).toBe('Save')
  })

  it('reads a pending button by the name it has at that moment', async () => {
    stop = keepAnnouncementsCurrent()
    const view = render(<Button pendingLabel="Saving traveller">Save</Button>)
    act(() => screen.getByRole('button', { name: 'Save' }).focus())
    view.rerender(
      <Button isPending pendingLabel="Saving traveller">
        Save
      </Button>,
    )
    await waitFor(() => expect(entries().map((entry) => entry.textContent)).toEqual(['Saving traveller']))
  })

  it('without it, React Aria’s entries pile up as images named by a button that is gone', () => {
    const view = announceSeveralTimes(3)
    view.unmount()
    // The behaviour this module exists for: six entries, each role=img labelled by a missing element.
    expect(entries().length).toBeGreaterThan(1)
    const images = document.querySelectorAll('[data-live-announcer] [role="img"]')
    expect(images.length).toBeGreaterThan(1)
    for (const image of images)
      expect(document.getElementById(image.getAttribute('aria-labelledby') ?? '')).toBeNull()
  })
})
