// From react-stately directly: the queue is needed by every page, the toast region only by a page showing a toast.
import { ToastQueue } from 'react-stately/useToastState'

export type ToastTone = 'neutral' | 'info' | 'success' | 'warning' | 'danger'

export interface ToastContent {
  title: string
  description?: string
  tone?: ToastTone
}

export type RihlaToastQueue = ToastQueue<ToastContent>

/**
 * One queue per mounted app (two widgets on a page must not share toasts). Add with
 * `queue.add({ title: 'PNR is copied', tone: 'success' }, { timeout: 5000 })`; omit the timeout for toasts
 * that carry an action.
 */
export function createToastQueue({
  maxVisibleToasts = 3,
}: { maxVisibleToasts?: number } = {}): RihlaToastQueue {
  return new ToastQueue<ToastContent>({ maxVisibleToasts })
}
