import type { ReactNode } from 'react'
import { cx } from '../../utils/classNames.ts'
import { badge } from './Badge.css.ts'

export type BadgeTone = NonNullable<NonNullable<Parameters<typeof badge>[0]>['tone']>

export interface BadgeProps {
  tone?: BadgeTone
  children: ReactNode
  className?: string
}

/** A short status or tag: booking status, "Refundable", "Best price". */
export function Badge({ tone, children, className }: BadgeProps) {
  return <span className={cx(badge({ tone }), className)}>{children}</span>
}
