import { useLingui } from '@lingui/react'
import { msg } from '@lingui/core/macro'
import type { Vertical } from '@rihla/api-contract'
import { useVerticalEntries } from '@rihla/core'
import { Link } from '@rihla/ui-kit/link'
import BedDouble from 'lucide-react/icons/bed-double'
import BusFront from 'lucide-react/icons/bus-front'
import Plane from 'lucide-react/icons/plane'
import Ticket from 'lucide-react/icons/ticket'
import TrainFront from 'lucide-react/icons/train-front'
import type { ComponentType } from 'react'
import * as styles from './VerticalMenu.css'

export const verticalIcons: Partial<
  Record<Vertical, ComponentType<{ size?: number; 'aria-hidden'?: boolean }>>
> = {
  airline: Plane,
  hotel: BedDouble,
  bus: BusFront,
  train: TrainFront,
  event: Ticket,
}

/**
 * The vertical menu: every booking vertical the widget allows. An entry links to the vertical's home
 * where this app has that vertical's pages; otherwise it names what Rihla offers without a link.
 */
export function VerticalMenu() {
  const { i18n } = useLingui()
  const entries = useVerticalEntries()
  if (!entries.length) return null
  return (
    <nav aria-label={i18n._(msg`Book`)} className={styles.menu}>
      <ul className={styles.list}>
        {entries.map((entry) => {
          const Icon = verticalIcons[entry.vertical] ?? Ticket
          const content = (
            <>
              <span className={styles.icon}>
                <Icon size={24} aria-hidden />
              </span>
              <span className={styles.label}>{i18n._(entry.label)}</span>
            </>
          )
          return (
            <li key={entry.vertical} className={styles.item}>
              {entry.available ? (
                <Link href={entry.href} isQuiet tone="neutral" className={styles.entry}>
                  {content}
                </Link>
              ) : (
                <span className={styles.entryStatic}>{content}</span>
              )}
            </li>
          )
        })}
      </ul>
    </nav>
  )
}
