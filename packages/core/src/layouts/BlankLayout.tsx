import type { ReactNode } from 'react'
import * as styles from './layout.css'

/** Nothing around the page: payment responses and screens embedded in a partner's flow. */
export function BlankLayout({ children }: { children: ReactNode }) {
  return (
    <div className={styles.page}>
      <main id="main" tabIndex={-1} className={styles.main}>
        {children}
      </main>
    </div>
  )
}
