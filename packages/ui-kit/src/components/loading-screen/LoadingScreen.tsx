import type { ReactNode } from 'react'
import { VisuallyHidden } from '../visually-hidden/VisuallyHidden.tsx'
import { cx } from '../../utils/classNames.ts'
import { Logo } from '../logo/Logo.tsx'
import * as styles from './LoadingScreen.css.ts'

export interface LoadingScreenProps {
  /** Read out by screen readers, e.g. "Loading Rihla". */
  label: string
  /** Optional visible caption under the animation. */
  message?: ReactNode
  /** Fills the viewport (the app shell) or just its container (a widget, a story). */
  isFullScreen?: boolean
}

function Plane() {
  return (
    <svg viewBox="0 0 24 24" className={styles.plane} aria-hidden="true" focusable="false">
      <path
        fill="currentColor"
        d="M21.5 12c0-.8-.7-1.4-1.5-1.4h-5.2L10 3.2H8.1l2.4 7.4H5.6L4 8.5H2.5l1 3.5-1 3.5H4l1.6-2.1h4.9l-2.4 7.4H10l4.8-7.4H20c.8 0 1.5-.6 1.5-1.4Z"
      />
    </svg>
  )
}

/**
 * The app shell's loading animation: the brand mark and a plane flying a dotted arc. With reduced motion
 * the plane rests mid-flight and only breathes.
 */
export function LoadingScreen({ label, message, isFullScreen = true }: LoadingScreenProps) {
  return (
    <div role="status" aria-label={label} className={cx(styles.screen, !isFullScreen && styles.inline)}>
      <Logo size="lg" />
      <div className={styles.scene} aria-hidden="true">
        <svg viewBox="0 0 240 96" width="240" height="96" focusable="false">
          <path d={styles.journeyPath} className={styles.trailDraw} />
          <path d={styles.journeyPath} className={styles.trail} />
          <circle cx="12" cy="84" r="5" className={styles.endpoint} />
          <circle cx="228" cy="84" r="5" className={styles.endpoint} />
        </svg>
        <Plane />
      </div>
      {message ? <p className={styles.message}>{message}</p> : <VisuallyHidden>{label}</VisuallyHidden>}
    </div>
  )
}
