import type { ReactNode } from 'react'
import { Footer } from './Footer'
import { Header } from './Header'
import * as styles from './layout.css'

export function DefaultLayout({ children }: { children: ReactNode }) {
  return (
    <div className={styles.page}>
      <Header />
      <main id="main" tabIndex={-1} className={styles.main}>
        {children}
      </main>
      <Footer />
    </div>
  )
}
