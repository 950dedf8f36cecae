import type { ReactNode } from 'react'
import * as styles from './PageFrame.css'

/** The readable column content pages sit in. */
export function PageFrame({ children, wide = false }: { children: ReactNode; wide?: boolean }) {
  return <div className={wide ? styles.wide : styles.frame}>{children}</div>
}
