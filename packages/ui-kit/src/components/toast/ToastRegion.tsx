import CircleAlert from 'lucide-react/icons/circle-alert'
import CircleCheck from 'lucide-react/icons/circle-check'
import Info from 'lucide-react/icons/info'
import TriangleAlert from 'lucide-react/icons/triangle-alert'
import X from 'lucide-react/icons/x'
import {
  Button,
  Text,
  UNSTABLE_Toast as RACToast,
  UNSTABLE_ToastContent as RACToastContent,
  UNSTABLE_ToastRegion as RACToastRegion,
} from 'react-aria-components/Toast'
import { cx } from '../../utils/classNames.ts'
import * as styles from './Toast.css.ts'
import type { RihlaToastQueue, ToastTone } from '../toast-queue/toastQueue.ts'

const icons = { neutral: Info, info: Info, success: CircleCheck, warning: TriangleAlert, danger: CircleAlert }

export interface ToastRegionProps {
  queue: RihlaToastQueue
  /** Accessible name of each toast's close button, e.g. "Close". */
  closeLabel: string
  /** Name of the landmark region; React Aria supplies a localized default ("Notifications"). */
  'aria-label'?: string
}

/** Renders the queue's toasts in a landmark region at the bottom (inline end from sm up). */
export function ToastRegion({ queue, closeLabel, 'aria-label': ariaLabel }: ToastRegionProps) {
  return (
    <RACToastRegion queue={queue} className={styles.region} aria-label={ariaLabel}>
      {({ toast }) => {
        const tone: ToastTone = toast.content.tone ?? 'neutral'
        const Icon = icons[tone]
        return (
          <RACToast toast={toast} className={cx(styles.toast, styles.tone[tone])}>
            <Icon size={20} aria-hidden className={cx(styles.icon, styles.iconTone[tone])} />
            <RACToastContent className={styles.content}>
              <Text slot="title" className={styles.title}>
                {toast.content.title}
              </Text>
              {toast.content.description ? (
                <Text slot="description" className={styles.description}>
                  {toast.content.description}
                </Text>
              ) : null}
            </RACToastContent>
            <Button slot="close" className={styles.close} aria-label={closeLabel}>
              <X size={18} aria-hidden />
            </Button>
          </RACToast>
        )
      }}
    </RACToastRegion>
  )
}
