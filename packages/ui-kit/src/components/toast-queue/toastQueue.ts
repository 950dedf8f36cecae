import { UNSTABLE_ToastQueue as ToastQueue } from 'react-aria-components/Toast'

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
