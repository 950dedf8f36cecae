import { msg } from '@lingui/core/macro'
import { useLingui } from '@lingui/react'
import { Trans } from '@lingui/react/macro'
import { SUPPORT_STATUSES } from '@rihla/api-contract/support'
import type { DeskRequest, SupportStatus } from '@rihla/api-contract/support'
import { useApi, useLocale, userAtom } from '@rihla/core'
import { Button } from '@rihla/ui-kit/button'
import { Card } from '@rihla/ui-kit/card'
import { Select, SelectItem } from '@rihla/ui-kit/select'
import { useMutation } from '@tanstack/react-query'
import { useAtomValue } from 'jotai'
import { describeChatError } from '../../chat/describeError'
import { DESK_STATUS_LABELS } from '../../labels'
import * as chatStyles from '../chat/Chat.css'
import * as styles from '../../screens/screens.css'
import { ApproveCancellation } from './ApproveCancellation'

const isStatus = (key: unknown): key is SupportStatus => SUPPORT_STATUSES.includes(key as SupportStatus)

export interface DeskActionsProps {
  request: DeskRequest
  /** Something about the request changed: the thread and the queue reload. */
  onChanged: () => void
  /** The booking can still be cancelled (Confirmed): a cancellation request offers to approve it. */
  cancellable: boolean
}

/** What an agent does with a request: take it, move its status, approve a cancellation. */
export function DeskActions({ request, onChanged, cancellable }: DeskActionsProps) {
  const { i18n } = useLingui()
  const api = useApi()
  const locale = useLocale()
  const agent = useAtomValue(userAtom)
  const assign = useMutation({
    mutationFn: () => api.call('deskAssign', { params: { id: request.id } }, { locale }),
    onSuccess: onChanged,
  })
  const move = useMutation({
    mutationFn: (status: SupportStatus) =>
      api.call('deskStatus', { params: { id: request.id }, body: { status } }, { locale }),
    onSuccess: onChanged,
  })
  const failure = assign.error ?? move.error

  return (
    <Card as="section" aria-label={i18n._(msg`Request actions`)} className={styles.aside}>
      <dl className={styles.facts}>
        <dt className={styles.factTerm}>
          <Trans>Traveller</Trans>
        </dt>
        <dd className={styles.factValue}>
          <bdi>{request.traveller.name}</bdi>
        </dd>
        <dd className={styles.factValue}>
          <bdi dir="ltr">{request.traveller.email}</bdi>
        </dd>
        {request.traveller.phone ? (
          <dd className={styles.factValue}>
            <bdi dir="ltr">{request.traveller.phone}</bdi>
          </dd>
        ) : null}
        <dt className={styles.factTerm}>
          <Trans>Assigned to</Trans>
        </dt>
        <dd className={styles.factValue}>
          {request.assignee
            ? request.assignee.id === agent?.id
              ? i18n._(msg`You`)
              : request.assignee.name
            : i18n._(msg`Nobody yet`)}
        </dd>
      </dl>
      <div className={styles.actions}>
        {request.assignee?.id === agent?.id ? null : (
          <Button variant="secondary" isPending={assign.isPending} onPress={() => assign.mutate()}>
            <Trans>Assign to me</Trans>
          </Button>
        )}
        {request.issue === 'cancellation_refund' && cancellable ? (
          <ApproveCancellation requestId={request.id} onApproved={onChanged} />
        ) : null}
      </div>
      <Select
        label={i18n._(msg`Request status`)}
        items={SUPPORT_STATUSES.map((id) => ({ id, name: i18n._(DESK_STATUS_LABELS[id]) }))}
        value={request.status}
        isDisabled={request.status === 'closed' || move.isPending}
        onChange={(key) => {
          if (isStatus(key) && key !== request.status) move.mutate(key)
        }}
      >
        {(item) => <SelectItem id={item.id}>{item.name}</SelectItem>}
      </Select>
      {failure ? (
        <p role="alert" className={chatStyles.failedText}>
          {describeChatError(i18n, failure)}
        </p>
      ) : null}
    </Card>
  )
}
