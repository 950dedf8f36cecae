import { msg } from '@lingui/core/macro'
import { useLingui } from '@lingui/react'
import { Trans } from '@lingui/react/macro'
import type { SupportRequest } from '@rihla/api-contract/support'
import { useLocale } from '@rihla/core'
import { localePath } from '@rihla/core/routing'
import { formatDate, formatNumber } from '@rihla/i18n'
import { Badge } from '@rihla/ui-kit/badge'
import { Card } from '@rihla/ui-kit/card'
import { Link } from '@rihla/ui-kit/link'
import { useId } from 'react'
import { ISSUE_LABELS } from '../../labels'
import { BookingLine } from './BookingLine'
import * as styles from './Requests.css'
import { SupportStatusBadge } from './SupportStatusBadge'

/** One of My Requests: what it is about, its status, the last word and what is unread. */
export function RequestCard({ request }: { request: SupportRequest }) {
  const { i18n } = useLingui()
  const locale = useLocale()
  const titleId = useId()
  const last = request.lastMessage
  return (
    <Card as="article" aria-labelledby={titleId} className={styles.card}>
      <div className={styles.cardHeader}>
        <h2 id={titleId} className={styles.cardTitle}>
          {i18n._(ISSUE_LABELS[request.issue])}{' '}
          <span className={styles.ticket}>
            <bdi dir="ltr">{request.ticketNumber}</bdi>
          </span>
        </h2>
        <SupportStatusBadge status={request.status} />
      </div>
      <BookingLine booking={request.booking} />
      {last ? (
        <p className={styles.lastMessage}>
          <span>{last.author === 'agent' ? i18n._(msg`Support team:`) : i18n._(msg`You:`)}</span>{' '}
          <bdi dir="auto">{last.body}</bdi>
        </p>
      ) : null}
      <div className={styles.cardFooter}>
        <span>
          <Trans>Last update</Trans>{' '}
          <time dateTime={request.updatedAt}>
            {formatDate(request.updatedAt, locale, { dateStyle: 'medium' })}
          </time>
        </span>
        {request.unreadCount > 0 ? (
          <Badge tone="accent">
            {request.unreadCount === 1
              ? i18n._(msg`1 unread reply`)
              : i18n._(msg`${formatNumber(request.unreadCount, locale)} unread replies`)}
          </Badge>
        ) : null}
        <Link
          href={localePath(`/support/chat/${request.id}`, locale)}
          appearance="secondary"
          size="sm"
          aria-label={i18n._(msg`Open chat ${request.ticketNumber}`)}
        >
          {i18n._(msg`Open chat`)}
        </Link>
      </div>
    </Card>
  )
}
