import type { ReactNode } from 'react'
import { Button } from '../button/Button.tsx'
import * as styles from './Pager.css.ts'

export interface PagerProps {
  /** The current page, from 1. */
  page: number
  totalPages: number
  onPage: (page: number) => void
  /** The navigation's accessible name: "Booking pages". */
  label: string
  previousLabel: ReactNode
  nextLabel: ReactNode
  /** Where the reader is: "Page 2 of 5", in the page's language and digits. */
  status: ReactNode
}

/** Previous and next through a paged list, and where the reader is; nothing when there is one page. */
export function Pager({ page, totalPages, onPage, label, previousLabel, nextLabel, status }: PagerProps) {
  if (totalPages <= 1) return null
  return (
    <nav className={styles.pager} aria-label={label}>
      <Button variant="secondary" size="sm" isDisabled={page <= 1} onPress={() => onPage(page - 1)}>
        {previousLabel}
      </Button>
      <p className={styles.status} aria-current="page">
        {status}
      </p>
      <Button variant="secondary" size="sm" isDisabled={page >= totalPages} onPress={() => onPage(page + 1)}>
        {nextLabel}
      </Button>
    </nav>
  )
}
