export { ToastRegion } from './ToastRegion.tsx'
export type { ToastRegionProps } from './ToastRegion.tsx'
export { createToastQueue } from '../toast-queue/toastQueue.ts'
export type { RihlaToastQueue, ToastContent, ToastTone } from '../toast-queue/toastQueue.ts'
