import type { ReactNode } from 'react'
import { useProgressBar } from 'react-aria/useProgressBar'
import type { AriaProgressBarProps } from 'react-aria/useProgressBar'
import { cx } from '../../utils/classNames.ts'
import * as styles from './ProgressBar.css.ts'

export interface ProgressBarProps extends Omit<AriaProgressBarProps, 'label'> {
  /** Visible label; without one, give an `aria-label`. */
  label?: ReactNode
  /** Shows the formatted value (from `formatOptions`/`valueLabel`) beside the label. */
  showValueLabel?: boolean
  /**
   * `bar`: the label and value over an 8 px track. `line`: a 3 px track alone, for progress along the
   * edge of something (a toolbar's border), named by `aria-label` and read out by its value text.
   */
  appearance?: 'bar' | 'line'
  className?: string
}

/**
 * Long work with progress: searching providers, processing a payment, uploading. Built on React Aria's
 * hook rather than its ProgressBar component: the component's module also holds a context every
 * React Aria Button reads, so using the component anywhere would move all of it (and the number
 * formatter) into the first page's script.
 */
export function ProgressBar({
  label,
  showValueLabel = true,
  appearance = 'bar',
  className,
  ...props
}: ProgressBarProps) {
  const { value = 0, minValue = 0, maxValue = 100, isIndeterminate = false } = props
  const { progressBarProps, labelProps } = useProgressBar({ ...props, label })
  const percentage =
    ((Math.min(Math.max(value, minValue), maxValue) - minValue) / (maxValue - minValue)) * 100
  const fill = (
    <div
      className={cx(styles.fill, isIndeterminate && styles.indeterminate)}
      style={isIndeterminate ? undefined : { inlineSize: `${percentage}%` }}
    />
  )
  if (appearance === 'line') {
    return (
      <div {...progressBarProps} className={cx(styles.line, className)}>
        {fill}
      </div>
    )
  }
  return (
    <div {...progressBarProps} className={cx(styles.root, className)}>
      {label ? (
        <span {...labelProps} className={styles.label}>
          {label}
        </span>
      ) : (
        <span />
      )}
      {showValueLabel && !isIndeterminate ? (
        <span className={styles.value}>{progressBarProps['aria-valuetext']}</span>
      ) : null}
      <div className={styles.track}>{fill}</div>
    </div>
  )
}
