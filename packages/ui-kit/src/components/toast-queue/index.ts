export { createToastQueue } from '../toast-queue/toastQueue.ts'
export type { RihlaToastQueue, ToastContent, ToastTone } from '../toast-queue/toastQueue.ts'
