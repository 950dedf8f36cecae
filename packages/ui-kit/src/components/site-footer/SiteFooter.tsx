import type { ReactNode } from 'react'
import { cx } from '../../utils/classNames.ts'
import * as styles from './SiteFooter.css.ts'

export interface SiteFooterProps {
  /** Logo and a line about the company. */
  brand?: ReactNode
  /** `FooterColumn`s. */
  children?: ReactNode
  /** Copyright, legal links, payment marks. */
  bottomBar?: ReactNode
  className?: string
}

/** The site footer (contentinfo landmark) on the dark brand surface. */
export function SiteFooter({ brand, children, bottomBar, className }: SiteFooterProps) {
  return (
    <footer className={cx(styles.footer, className)}>
      <div className={styles.inner}>
        <div className={styles.top}>
          {brand ? <div className={styles.brand}>{brand}</div> : null}
          {children ? <div className={styles.columns}>{children}</div> : null}
        </div>
        {bottomBar ? <div className={styles.bottomBar}>{bottomBar}</div> : null}
      </div>
    </footer>
  )
}

export interface FooterColumnProps {
  title: ReactNode
  children: ReactNode
}

/** A titled group of links; the title is a heading so screen-reader users can jump between columns. */
export function FooterColumn({ title, children }: FooterColumnProps) {
  return (
    <section className={styles.column}>
      <h2 className={styles.columnTitle}>{title}</h2>
      {children}
    </section>
  )
}

export interface FooterLinksProps {
  /** `li` elements, each holding a link. */
  children: ReactNode
}

export function FooterLinks({ children }: FooterLinksProps) {
  return <ul className={styles.links}>{children}</ul>
}
