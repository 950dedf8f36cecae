import { act, render, screen, waitFor } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { describe, expect, it } from 'vitest'
import { createToastQueue } from '../toast-queue/toastQueue.ts'
import { ToastRegion } from './ToastRegion.tsx'

describe('ToastRegion', () => {
  it('shows queued toasts and removes one from its close button', async () => {
    const queue = createToastQueue()
    render(<ToastRegion queue={queue} closeLabel="Close" aria-label="Notifications" />)
    act(() => {
      queue.add({ title: 'PNR is copied', tone: 'success' })
    })
    const toast = screen.getByRole('alertdialog', { name: 'PNR is copied' })
    expect(screen.getByRole('region', { name: 'Notifications' }).contains(toast)).toBe(true)
    await userEvent.click(screen.getByRole('button', { name: 'Close' }))
    await waitFor(() => expect(screen.queryByText('PNR is copied')).toBeNull())
  })

  it('shows no more than the visible limit at once', () => {
    const queue = createToastQueue({ maxVisibleToasts: 2 })
    render(<ToastRegion queue={queue} closeLabel="Close" />)
    act(() => {
      queue.add({ title: 'First' })
      queue.add({ title: 'Second' })
      queue.add({ title: 'Third' })
    })
    expect(screen.getAllByRole('alertdialog')).toHaveLength(2)
  })
})
