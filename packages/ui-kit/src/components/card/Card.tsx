import type { HTMLAttributes, ReactNode } from 'react'
import { cx } from '../../utils/classNames.ts'
import { card } from './Card.css.ts'

type CardVariants = NonNullable<Parameters<typeof card>[0]>

export interface CardProps extends HTMLAttributes<HTMLElement> {
  /** `article` for a self-contained item (a fare, a hotel), `section` for a titled part of a page. */
  as?: 'div' | 'article' | 'section' | 'li'
  tone?: CardVariants['tone']
  elevation?: CardVariants['elevation']
  padding?: CardVariants['padding']
  /** Lifts on hover and rings when a control inside has keyboard focus (whole-card links). */
  isInteractive?: boolean
  children: ReactNode
}

export function Card({
  as: Element = 'div',
  tone,
  elevation,
  padding,
  isInteractive,
  className,
  ...props
}: CardProps) {
  return <Element {...props} className={cx(card({ tone, elevation, padding, isInteractive }), className)} />
}
