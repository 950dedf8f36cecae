import { msg } from '@lingui/core/macro'
import { useLingui } from '@lingui/react'
import { Trans } from '@lingui/react/macro'
import type { DeskRequest } from '@rihla/api-contract/support'
import { useApi, useLocale, userAtom } from '@rihla/core'
import { formatNumber } from '@rihla/i18n'
import { EmptyState } from '@rihla/ui-kit/empty-state'
import { Skeleton } from '@rihla/ui-kit/skeleton'
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import { createLazyRoute, getRouteApi, useNavigate } from '@tanstack/react-router'
import { useAtomValue } from 'jotai'
import { describeChatError } from '../chat/describeError'
import * as chatStyles from '../components/chat/Chat.css'
import { DeskError } from '../components/desk/DeskError'
import { DeskFilters } from '../components/desk/DeskFilters'
import { QueueCard } from '../components/desk/QueueCard'
import { useLiveQueue } from '../desk/useLiveQueue'
import { supportQueries } from '../queries'
import type { DeskSearch } from '../search'
import * as styles from './screens.css'

const route = getRouteApi('/{-$locale}/support/desk')

/** `/support/desk`: the agents' queue, the longest waiting first. */
function Desk() {
  const { i18n } = useLingui()
  const api = useApi()
  const locale = useLocale()
  const search = route.useSearch()
  const navigate = useNavigate()
  const queryClient = useQueryClient()
  const agent = useAtomValue(userAtom)
  const queue = useQuery(supportQueries.deskQueue(api, locale, search))
  // The server answered the queue: this user is an agent.
  useLiveQueue(queue.isSuccess)
  const assign = useMutation({
    mutationFn: (request: DeskRequest) => api.call('deskAssign', { params: { id: request.id } }, { locale }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['support', 'desk', 'queue'] }),
  })
  const onSearch = (next: DeskSearch) => void navigate({ to: '.', search: next, resetScroll: false })

  let body
  if (queue.isPending) {
    body = (
      <div className={styles.list} role="status" aria-label={i18n._(msg`Loading the queue`)}>
        {[0, 1, 2].map((index) => (
          <Skeleton key={index} lines={4} />
        ))}
      </div>
    )
  } else if (queue.isError && !queue.data) {
    return (
      <div className={styles.page}>
        <h1 className={styles.title}>
          <Trans>Support desk</Trans>
        </h1>
        <DeskError
          error={queue.error}
          what={i18n._(msg`Failed to load the queue`)}
          onRetry={() => void queue.refetch()}
        />
      </div>
    )
  } else if (queue.data.length === 0) {
    body = (
      <EmptyState
        illustration="empty"
        headingLevel={2}
        title={i18n._(msg`No requests waiting`)}
        description={i18n._(msg`Nothing matches these filters right now.`)}
      />
    )
  } else {
    body = (
      <>
        <p className={styles.count} role="status">
          {queue.data.length === 1
            ? i18n._(msg`1 request, the longest waiting first`)
            : i18n._(msg`${formatNumber(queue.data.length, locale)} requests, the longest waiting first`)}
        </p>
        {assign.isError ? (
          <p role="alert" className={chatStyles.failedText}>
            {describeChatError(i18n, assign.error)}
          </p>
        ) : null}
        <ul className={styles.list} aria-busy={queue.isPlaceholderData}>
          {queue.data.map((request) => (
            <li key={request.id}>
              <QueueCard
                request={request}
                agentId={agent?.id}
                onAssign={(chosen) => assign.mutate(chosen)}
                assigning={assign.isPending && assign.variables.id === request.id}
              />
            </li>
          ))}
        </ul>
      </>
    )
  }

  return (
    <div className={styles.page}>
      <h1 className={styles.title}>
        <Trans>Support desk</Trans>
      </h1>
      <DeskFilters search={search} onSearch={onSearch} />
      {body}
    </div>
  )
}

export const Route = createLazyRoute('/{-$locale}/support/desk')({ component: Desk })
