import type { ReactNode } from 'react'
import { Suspense, lazy } from 'react'
import { AfterFirstPaint } from './AfterFirstPaint'
import { Header } from './Header'
import * as styles from './layout.css'

// Below every page's first screen: it loads once the page is on screen.
const Footer = lazy(() => import('./Footer').then((module) => ({ default: module.Footer })))

export function DefaultLayout({ children }: { children: ReactNode }) {
  return (
    <div className={styles.page}>
      <Header />
      <main id="main" tabIndex={-1} className={styles.main}>
        {children}
      </main>
      <AfterFirstPaint>
        <Suspense>
          <Footer />
        </Suspense>
      </AfterFirstPaint>
    </div>
  )
}
