import type { ReactNode } from 'react'
import * as styles from './stepPage.css'

/**
 * A booking page's frame, the same in every vertical: its heading, a line of advice, and what the
 * route shows (its content, loading or error).
 */
export function StepPage({
  title,
  lead,
  children,
}: {
  title: ReactNode
  lead?: ReactNode
  children: ReactNode
}) {
  return (
    <div className={styles.page}>
      <header className={styles.header}>
        <h1 className={styles.title}>{title}</h1>
        {lead ? <p className={styles.lead}>{lead}</p> : null}
      </header>
      {children}
    </div>
  )
}
