import type { ReactNode } from 'react'
import { Label } from 'react-aria-components/Label'
import { ProgressBar as RACProgressBar } from 'react-aria-components/ProgressBar'
import type { ProgressBarProps as RACProgressBarProps } from 'react-aria-components/ProgressBar'
import { cx, withClassName } from '../../utils/classNames.ts'
import * as styles from './ProgressBar.css.ts'

export interface ProgressBarProps extends Omit<RACProgressBarProps, 'children'> {
  /** Visible label; without one, give an `aria-label`. */
  label?: ReactNode
  /** Shows the formatted value (from `formatOptions`/`valueLabel`) beside the label. */
  showValueLabel?: boolean
}

/** Long work with progress: searching providers, processing a payment, uploading. */
export function ProgressBar({ label, showValueLabel = true, className, ...props }: ProgressBarProps) {
  return (
    <RACProgressBar {...props} className={withClassName(styles.root, className)}>
      {({ percentage, valueText, isIndeterminate }) => (
        <>
          {label ? <Label className={styles.label}>{label}</Label> : <span />}
          {showValueLabel && !isIndeterminate ? <span className={styles.value}>{valueText}</span> : null}
          <div className={styles.track}>
            <div
              className={cx(styles.fill, isIndeterminate && styles.indeterminate)}
              style={isIndeterminate ? undefined : { inlineSize: `${percentage ?? 0}%` }}
            />
          </div>
        </>
      )}
    </RACProgressBar>
  )
}
