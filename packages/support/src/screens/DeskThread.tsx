import { msg } from '@lingui/core/macro'
import { useLingui } from '@lingui/react'
import { Trans } from '@lingui/react/macro'
import type { SupportStatus } from '@rihla/api-contract/support'
import { useApi, useLocale } from '@rihla/core'
import { localePath } from '@rihla/core/routing'
import { Link } from '@rihla/ui-kit/link'
import { useQuery, useQueryClient } from '@tanstack/react-query'
import { createLazyRoute, getRouteApi } from '@tanstack/react-router'
import { useState } from 'react'
import * as chatStyles from '../components/chat/Chat.css'
import { RequestChat } from '../components/chat/RequestChat'
import { CannedReplies } from '../components/desk/CannedReplies'
import { DeskActions } from '../components/desk/DeskActions'
import { DeskBookingCard } from '../components/desk/DeskBookingCard'
import { DeskError } from '../components/desk/DeskError'
import { supportQueries } from '../queries'
import { RequestHeader } from './RequestHeader'
import * as styles from './screens.css'
import { ThreadLoading } from './ThreadLoading'

const route = getRouteApi('/{-$locale}/support/desk/$requestId')

/** `/support/desk/{id}`: one request at the desk, the chat with the traveller's booking beside it. */
function DeskThread() {
  const { i18n } = useLingui()
  const api = useApi()
  const locale = useLocale()
  const queryClient = useQueryClient()
  const { requestId } = route.useParams()
  const thread = useQuery(supportQueries.deskThread(api, locale, requestId))
  const [draft, setDraft] = useState('')
  const threadKey = supportQueries.deskThread(api, locale, requestId).queryKey

  const reload = () => {
    void queryClient.invalidateQueries({ queryKey: threadKey })
    void queryClient.invalidateQueries({ queryKey: ['support', 'desk', 'queue'] })
  }
  const setStatus = (status: SupportStatus) => {
    queryClient.setQueryData(threadKey, (data) => data && { ...data, request: { ...data.request, status } })
    void queryClient.invalidateQueries({ queryKey: ['support', 'desk', 'queue'] })
  }

  let content
  if (thread.isPending) {
    content = <ThreadLoading />
  } else if (thread.isError) {
    content = (
      <DeskError
        error={thread.error}
        what={i18n._(msg`Failed to load the conversation`)}
        onRetry={() => void thread.refetch()}
      />
    )
  } else {
    const { request, booking } = thread.data
    content = (
      <>
        <RequestHeader request={request} desk />
        <div className={styles.deskColumns}>
          <RequestChat
            requestId={request.id}
            role="agent"
            status={request.status}
            initial={thread.data}
            onStatus={setStatus}
            draft={draft}
            onDraftChange={setDraft}
            extraActions={
              <CannedReplies
                onPick={(body) => setDraft((current) => (current ? `${current}\n${body}` : body))}
              />
            }
            closedFooter={
              <div className={chatStyles.footer}>
                <p className={chatStyles.readOnly}>
                  <Trans>This request is closed. Only the traveller can reopen it.</Trans>
                </p>
              </div>
            }
          />
          <div className={styles.aside}>
            <DeskActions request={request} onChanged={reload} cancellable={booking.status === 'Confirmed'} />
            <DeskBookingCard booking={booking} />
          </div>
        </div>
      </>
    )
  }

  return (
    <div className={styles.widePage}>
      <Link href={localePath('/support/desk', locale)} isQuiet className={styles.back}>
        <Trans>Back to the queue</Trans>
      </Link>
      {content}
    </div>
  )
}

export const Route = createLazyRoute('/{-$locale}/support/desk/$requestId')({ component: DeskThread })
