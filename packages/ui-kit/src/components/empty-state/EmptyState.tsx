import type { ReactElement, ReactNode } from 'react'
import { cx } from '../../utils/classNames.ts'
import { Illustration } from '../illustration/Illustration.tsx'
import type { IllustrationName } from '../illustration/Illustration.tsx'
import * as styles from './EmptyState.css.ts'

export interface StatePanelProps {
  /** An artwork name, or any element; `null` for none. The artwork is decorative: the title says what happened. */
  illustration?: IllustrationName | ReactElement | null
  title: ReactNode
  description?: ReactNode
  /** Buttons or links, e.g. "Reset Filters". */
  actions?: ReactNode
  /** Heading level of the title within the page. */
  headingLevel?: 1 | 2 | 3
  className?: string
  /** Shown above the title (an error's status code). */
  eyebrow?: ReactNode
  role?: 'status' | 'alert'
}

/** The shared layout of empty and error states: artwork, title, description, actions. */
export function StatePanel({
  illustration,
  title,
  description,
  actions,
  headingLevel = 2,
  className,
  eyebrow,
  role,
}: StatePanelProps) {
  const Heading = `h${headingLevel}` as const
  return (
    <section className={cx(styles.root, className)} role={role}>
      {typeof illustration === 'string' ? <Illustration name={illustration} size="lg" /> : illustration}
      <div className={styles.text}>
        {eyebrow}
        <Heading className={styles.title}>{title}</Heading>
        {description ? <p className={styles.description}>{description}</p> : null}
      </div>
      {actions ? <div className={styles.actions}>{actions}</div> : null}
    </section>
  )
}

export type EmptyStateProps = Omit<StatePanelProps, 'eyebrow' | 'role'>

/** Nothing to show: no results, no bookings, no records. */
export function EmptyState({ illustration = 'empty', ...props }: EmptyStateProps) {
  return <StatePanel illustration={illustration} {...props} />
}
