import { msg } from '@lingui/core/macro'
import { useLingui } from '@lingui/react'
import { Trans } from '@lingui/react/macro'
import type { BookingStatus } from '@rihla/api-contract/bookings'
import type { SupportRequest, SupportStatus } from '@rihla/api-contract/support'
import { RefundTracker } from '@rihla/booking-flow/cancellation'
import { useLiveBooking } from '@rihla/booking-flow/detail'
import { coreQueries, useApi, useLocale } from '@rihla/core'
import { localePath } from '@rihla/core/routing'
import { Button } from '@rihla/ui-kit/button'
import { ErrorState } from '@rihla/ui-kit/error-state'
import { Link } from '@rihla/ui-kit/link'
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import { createLazyRoute, getRouteApi } from '@tanstack/react-router'
import { useState } from 'react'
import { describeChatError } from '../chat/describeError'
import * as chatStyles from '../components/chat/Chat.css'
import { RequestChat } from '../components/chat/RequestChat'
import { BookingLine } from '../components/requests/BookingLine'
import { supportQueries } from '../queries'
import { RequestHeader } from './RequestHeader'
import * as styles from './screens.css'
import { ThreadLoading } from './ThreadLoading'

const route = getRouteApi('/{-$locale}/support/chat/$ticketId')

/** A cancelled booking's refund shows in its request too, as the booking's own page shows it. */
const REFUNDING = new Set<BookingStatus>(['Refund In Progress', 'Refunded'])

/** `/support/chat/{ticketId}`: the traveller's live chat with the support team about one request. */
function SupportChat() {
  const { i18n } = useLingui()
  const api = useApi()
  const locale = useLocale()
  const { ticketId } = route.useParams()
  const thread = useQuery(supportQueries.thread(api, locale, ticketId))
  const [draft, setDraft] = useState('')

  let content
  if (thread.isPending) {
    content = <ThreadLoading />
  } else if (thread.isError) {
    content = (
      <ErrorState
        headingLevel={2}
        role="alert"
        title={i18n._(msg`Failed to load the conversation`)}
        description={i18n._(msg`Please check your connection and try again.`)}
        actions={
          <Button variant="secondary" onPress={() => void thread.refetch()}>
            <Trans>Try again</Trans>
          </Button>
        }
      />
    )
  } else {
    content = (
      <Conversation
        request={thread.data.request}
        initial={thread.data}
        draft={draft}
        onDraftChange={setDraft}
      />
    )
  }

  return (
    <div className={styles.page}>
      <Link href={localePath('/support', locale)} isQuiet className={styles.back}>
        <Trans>Back to My Requests</Trans>
      </Link>
      {content}
    </div>
  )
}

interface ConversationProps {
  request: SupportRequest
  initial: Parameters<typeof RequestChat>[0]['initial']
  draft: string
  onDraftChange: (draft: string) => void
}

function Conversation({ request, initial, draft, onDraftChange }: ConversationProps) {
  const { i18n } = useLingui()
  const api = useApi()
  const locale = useLocale()
  const queryClient = useQueryClient()
  const threadKey = supportQueries.thread(api, locale, request.id).queryKey

  const setStatus = (status: SupportStatus) => {
    queryClient.setQueryData(threadKey, (data) => data && { ...data, request: { ...data.request, status } })
    void queryClient.invalidateQueries({ queryKey: ['support', 'list'] })
    void queryClient.invalidateQueries({ queryKey: coreQueries.dashboard(api).queryKey })
  }
  // The booking's own state (a refund under way) shows on its card as it changes.
  useLiveBooking(request.booking.uuid, () => void queryClient.invalidateQueries({ queryKey: threadKey }))

  const reopen = useMutation({
    mutationFn: () => api.call('supportReopen', { params: { id: request.id } }, { locale }),
    onSuccess: ({ request: reopened }) => setStatus(reopened.status),
  })

  return (
    <>
      <RequestHeader request={request}>
        <BookingLine booking={request.booking} />
        {REFUNDING.has(request.booking.status) ? <RefundTracker uuid={request.booking.uuid} /> : null}
      </RequestHeader>
      <RequestChat
        requestId={request.id}
        role="traveller"
        status={request.status}
        initial={initial}
        onStatus={setStatus}
        draft={draft}
        onDraftChange={onDraftChange}
        closedFooter={
          <div className={chatStyles.footer}>
            <p className={chatStyles.readOnly}>
              <span>
                <Trans>This request is closed. Reopen it to write to us again.</Trans>
              </span>
              <Button variant="primary" isPending={reopen.isPending} onPress={() => reopen.mutate()}>
                <Trans>Reopen</Trans>
              </Button>
            </p>
            {reopen.isError ? (
              <p role="alert" className={chatStyles.failedText}>
                {describeChatError(i18n, reopen.error)}
              </p>
            ) : null}
          </div>
        }
      />
    </>
  )
}

export const Route = createLazyRoute('/{-$locale}/support/chat/$ticketId')({ component: SupportChat })
