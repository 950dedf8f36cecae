import { createContext, useContext } from 'react'
import type { ReactNode } from 'react'
import { cx } from '../../utils/classNames.ts'
import * as styles from './FactList.css.ts'

export type FactListLayout = 'columns' | 'rows'

const LayoutContext = createContext<FactListLayout>('columns')

export interface FactListProps {
  children: ReactNode
  /** `columns` (default): term above value, side by side as room allows; `rows`: one fact a line. */
  layout?: FactListLayout
  className?: string
}

/** Named facts of a booking, a payment or a traveller, as a description list of `Fact`s. */
export function FactList({ children, layout = 'columns', className }: FactListProps) {
  return (
    <LayoutContext.Provider value={layout}>
      <dl className={cx(styles.list[layout], className)} data-layout={layout}>
        {children}
      </dl>
    </LayoutContext.Provider>
  )
}

export interface FactProps {
  term: ReactNode
  children: ReactNode
  className?: string
}

/** One term and its value inside a `FactList`. */
export function Fact({ term, children, className }: FactProps) {
  const layout = useContext(LayoutContext)
  return (
    <div className={cx(styles.fact[layout], className)}>
      <dt className={styles.term[layout]}>{term}</dt>
      <dd className={styles.value[layout]}>{children}</dd>
    </div>
  )
}
