import { msg } from '@lingui/core/macro'
import { useLingui } from '@lingui/react'
import { Trans } from '@lingui/react/macro'
import type { DeskRequest } from '@rihla/api-contract/support'
import { useLocale } from '@rihla/core'
import { localePath } from '@rihla/core/routing'
import { formatNumber } from '@rihla/i18n'
import { Badge } from '@rihla/ui-kit/badge'
import { Button } from '@rihla/ui-kit/button'
import { Card } from '@rihla/ui-kit/card'
import { Link } from '@rihla/ui-kit/link'
import { useId } from 'react'
import { ISSUE_LABELS } from '../../labels'
import { BookingLine } from '../requests/BookingLine'
import * as requestStyles from '../requests/Requests.css'
import { SupportStatusBadge } from '../requests/SupportStatusBadge'
import { useAge } from './useAge'

export interface QueueCardProps {
  request: DeskRequest
  /** The signed-in agent's id, to tell "assigned to me" from someone else. */
  agentId: string | undefined
  onAssign: (request: DeskRequest) => void
  assigning: boolean
}

/** One waiting request in the desk's queue: how long it has waited, about what, and who has it. */
export function QueueCard({ request, agentId, onAssign, assigning }: QueueCardProps) {
  const { i18n } = useLingui()
  const locale = useLocale()
  const age = useAge()
  const titleId = useId()
  const mine = request.assignee?.id === agentId
  return (
    <Card as="article" aria-labelledby={titleId} className={requestStyles.card}>
      <div className={requestStyles.cardHeader}>
        <h2 id={titleId} className={requestStyles.cardTitle}>
          {i18n._(ISSUE_LABELS[request.issue])}{' '}
          <span className={requestStyles.ticket}>
            <bdi dir="ltr">{request.ticketNumber}</bdi>
          </span>
        </h2>
        <SupportStatusBadge status={request.status} desk />
      </div>
      <p className={requestStyles.bookingFacts}>
        <span>
          <Trans>Waiting</Trans> <time dateTime={request.createdAt}>{age(request.createdAt)}</time>
        </span>
        <span>
          <Trans>Traveller</Trans> <bdi>{request.traveller.name}</bdi>
        </span>
        <span>
          {request.assignee ? (
            mine ? (
              <Trans>Assigned to you</Trans>
            ) : (
              i18n._(msg`Assigned to ${request.assignee.name}`)
            )
          ) : (
            <Trans>Unassigned</Trans>
          )}
        </span>
        {request.unreadCount > 0 ? (
          <Badge tone="accent">
            {request.unreadCount === 1
              ? i18n._(msg`1 unread message`)
              : i18n._(msg`${formatNumber(request.unreadCount, locale)} unread messages`)}
          </Badge>
        ) : null}
      </p>
      <BookingLine booking={request.booking} />
      <div className={requestStyles.cardFooter}>
        {mine ? null : (
          <Button
            size="sm"
            variant="secondary"
            isPending={assigning}
            onPress={() => onAssign(request)}
            aria-label={i18n._(msg`Assign to me, ${request.ticketNumber}`)}
          >
            <Trans>Assign to me</Trans>
          </Button>
        )}
        <Link
          href={localePath(`/support/desk/${request.id}`, locale)}
          appearance="primary"
          size="sm"
          aria-label={i18n._(msg`Open chat ${request.ticketNumber}`)}
        >
          <Trans>Open chat</Trans>
        </Link>
      </div>
    </Card>
  )
}
