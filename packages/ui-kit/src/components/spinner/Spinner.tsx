import { cx } from '../../utils/classNames.ts'
import * as styles from './Spinner.css.ts'

export interface SpinnerProps {
  /** Accessible name; without one the spinner is decorative (the surrounding control says what is busy). */
  label?: string
  size?: keyof typeof styles.size
  tone?: keyof typeof styles.tone
  className?: string
}

function SpinnerGraphic() {
  return (
    <svg className={styles.svg} viewBox="0 0 24 24" fill="none" aria-hidden="true" focusable="false">
      <circle className={styles.track} cx="12" cy="12" r="9.5" stroke="currentColor" strokeWidth="3" />
      <path d="M21.5 12a9.5 9.5 0 0 0-9.5-9.5" stroke="currentColor" strokeWidth="3" strokeLinecap="round" />
    </svg>
  )
}

export function Spinner({ label, size = 'md', tone = 'current', className }: SpinnerProps) {
  const rootClassName = cx(styles.root, styles.size[size], styles.tone[tone], className)
  if (!label) {
    return (
      <span className={rootClassName} aria-hidden="true">
        <SpinnerGraphic />
      </span>
    )
  }
  // An indeterminate progress bar is a progressbar without a value; no react-aria state is needed.
  return (
    <span role="progressbar" aria-label={label} className={rootClassName}>
      <SpinnerGraphic />
    </span>
  )
}
