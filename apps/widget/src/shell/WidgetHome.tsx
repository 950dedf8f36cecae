import { useLingui } from '@lingui/react'
import { Trans } from '@lingui/react/macro'
import type { Vertical } from '@rihla/api-contract'
import { useVerticalEntries } from '@rihla/core'
import { Link } from '@rihla/ui-kit/link'
import { createLazyRoute } from '@tanstack/react-router'
import BedDouble from 'lucide-react/icons/bed-double'
import BusFront from 'lucide-react/icons/bus-front'
import Plane from 'lucide-react/icons/plane'
import Ticket from 'lucide-react/icons/ticket'
import TrainFront from 'lucide-react/icons/train-front'
import type { ComponentType } from 'react'
import * as styles from './WidgetHome.css'

const icons: Partial<Record<Vertical, ComponentType<{ size?: number; 'aria-hidden'?: boolean }>>> = {
  airline: Plane,
  hotel: BedDouble,
  bus: BusFront,
  train: TrainFront,
  event: Ticket,
}

/**
 * The widget's first page when the partner allows several verticals (one alone redirects to its
 * home): a choice between them.
 */
export function WidgetHome() {
  const { i18n } = useLingui()
  const entries = useVerticalEntries().filter((entry) => entry.available)
  return (
    <div className={styles.home}>
      <h1 className={styles.heading} id="widget-home-heading">
        <Trans>What would you like to book?</Trans>
      </h1>
      {/* A list under the page's heading, not a second navigation beside the header's. */}
      <ul className={styles.list} aria-labelledby="widget-home-heading">
        {entries.map((entry) => {
          const Icon = icons[entry.vertical] ?? Ticket
          return (
            <li key={entry.vertical}>
              <Link href={entry.href} isQuiet tone="neutral" className={styles.entry}>
                <Icon size={22} aria-hidden />
                {i18n._(entry.label)}
              </Link>
            </li>
          )
        })}
      </ul>
    </div>
  )
}

export const Route = createLazyRoute('/{-$locale}/')({ component: WidgetHome })
