export { ToastRegion } from './ToastRegion.tsx'
export type { ToastRegionProps } from './ToastRegion.tsx'
export { createToastQueue } from './toastQueue.ts'
export type { RihlaToastQueue, ToastContent, ToastTone } from './toastQueue.ts'
