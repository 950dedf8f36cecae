import type { ReactNode } from 'react'
import { useId } from 'react'
import * as styles from './PassengerForm.css'

/** One titled group of the passenger form's fields, two columns from tablet width. */
export function PassengerSection({ title, children }: { title: ReactNode; children: ReactNode }) {
  const headingId = useId()
  return (
    <fieldset className={styles.section} aria-labelledby={headingId}>
      <h2 id={headingId} className={styles.sectionTitle}>
        {title}
      </h2>
      <div className={styles.grid}>{children}</div>
    </fieldset>
  )
}
