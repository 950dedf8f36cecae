import { useLingui } from '@lingui/react'
import type { SupportRequest } from '@rihla/api-contract/support'
import type { ReactNode } from 'react'
import { SupportStatusBadge } from '../components/requests/SupportStatusBadge'
import { ISSUE_LABELS } from '../labels'
import * as styles from './screens.css'

/** A request's page heading, the traveller's and the desk's: its issue, ticket number and status. */
export function RequestHeader({
  request,
  desk = false,
  children,
}: {
  request: Pick<SupportRequest, 'issue' | 'ticketNumber' | 'status'>
  /** The status as the desk names it ("Awaiting the traveller" rather than "Awaiting you"). */
  desk?: boolean
  /** What the page shows under the heading. */
  children?: ReactNode
}) {
  const { i18n } = useLingui()
  return (
    <header className={styles.chatHeader}>
      <h1 className={styles.chatTitle}>
        {i18n._(ISSUE_LABELS[request.issue])}{' '}
        <bdi dir="ltr" className={styles.nowrap}>
          {request.ticketNumber}
        </bdi>
      </h1>
      <div className={styles.headerBadges}>
        <SupportStatusBadge status={request.status} desk={desk} />
      </div>
      {children}
    </header>
  )
}
