import type { ReactNode } from 'react'
import * as styles from './Section.css'

/** A titled band of the home page. */
export function Section({
  id,
  title,
  intro,
  children,
}: {
  id: string
  title: ReactNode
  intro?: ReactNode
  children: ReactNode
}) {
  return (
    <section aria-labelledby={id} className={styles.section}>
      <header className={styles.header}>
        <h2 id={id} className={styles.title}>
          {title}
        </h2>
        {intro ? <p className={styles.intro}>{intro}</p> : null}
      </header>
      {children}
    </section>
  )
}
