import type { CSSProperties } from 'react'
import { cx } from '../../utils/classNames.ts'
import * as styles from './Skeleton.css.ts'

export interface SkeletonProps {
  shape?: keyof typeof styles.shape
  /** CSS length; defaults to the full inline size (or the height, for circles). */
  width?: CSSProperties['inlineSize']
  height?: CSSProperties['blockSize']
  /** For text: several lines, the last one shorter, as a paragraph would be. */
  lines?: number
  className?: string
}

/**
 * A placeholder while content loads. Decorative (hidden from assistive technology): the region being
 * loaded should carry `aria-busy` and a status message.
 */
export function Skeleton({ shape = 'text', width, height, lines = 1, className }: SkeletonProps) {
  if (shape === 'text' && lines > 1) {
    return (
      <span className={cx(styles.lines, className)} aria-hidden="true" style={{ inlineSize: width }}>
        {Array.from({ length: lines }, (_, index) => (
          <span
            key={index}
            className={cx(styles.skeleton, styles.shape.text)}
            style={{ inlineSize: index === lines - 1 ? '60%' : '100%', blockSize: height }}
          />
        ))}
      </span>
    )
  }
  return (
    <span
      className={cx(styles.skeleton, styles.shape[shape], className)}
      aria-hidden="true"
      style={{ inlineSize: width ?? (shape === 'circle' ? height : '100%'), blockSize: height }}
    />
  )
}
