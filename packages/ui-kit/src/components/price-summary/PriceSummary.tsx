import type { ReactNode } from 'react'
import { cx } from '../../utils/classNames.ts'
import * as styles from './PriceSummary.css.ts'

export interface PriceRow {
  id: string
  label: ReactNode
  /** Already formatted in the user's locale and currency, e.g. "SAR 1,250.00" or "-SAR 50.00". */
  value: string
  /** `discount` colours the row as a saving; `struck` shows a replaced price (price before discount). */
  kind?: 'default' | 'discount' | 'struck'
}

export interface PriceSummaryProps {
  title?: ReactNode
  rows: readonly PriceRow[]
  total: { label: ReactNode; value: string }
  /** Small print under the total, e.g. "Includes VAT 15%". */
  note?: ReactNode
  className?: string
}

/** Fare or booking breakdown as a description list: rate, tax, fees, discount… and the total. */
export function PriceSummary({ title, rows, total, note, className }: PriceSummaryProps) {
  return (
    <section className={cx(styles.summary, className)}>
      {title ? <h3 className={styles.title}>{title}</h3> : null}
      <dl className={styles.list}>
        {rows.map((row) => (
          <div key={row.id} className={styles.row} data-kind={row.kind ?? 'default'}>
            <dt className={cx(styles.term, row.kind === 'discount' && styles.discount)}>{row.label}</dt>
            <dd
              className={cx(
                styles.value,
                row.kind === 'discount' && styles.discount,
                row.kind === 'struck' && styles.strikethrough,
              )}
            >
              {row.value}
            </dd>
          </div>
        ))}
        <div className={styles.totalRow} data-kind="total">
          <dt className={styles.totalTerm}>{total.label}</dt>
          <dd className={styles.totalValue}>{total.value}</dd>
        </div>
      </dl>
      {note ? <p className={styles.note}>{note}</p> : null}
    </section>
  )
}
