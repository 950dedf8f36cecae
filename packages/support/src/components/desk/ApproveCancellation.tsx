import { msg } from '@lingui/core/macro'
import { useLingui } from '@lingui/react'
import { Trans } from '@lingui/react/macro'
import type { CancellationQuote } from '@rihla/api-contract/cancellation'
import { useApi, useLocale } from '@rihla/core'
import { formatDate, formatMoney } from '@rihla/i18n'
import { Button } from '@rihla/ui-kit/button'
import { Fact, FactList } from '@rihla/ui-kit/fact-list'
import { Modal } from '@rihla/ui-kit/modal'
import { Skeleton } from '@rihla/ui-kit/skeleton'
import { useMutation, useQuery } from '@tanstack/react-query'
import { useState } from 'react'
import { describeChatError } from '../../chat/describeError'
import * as chatStyles from '../chat/Chat.css'

export interface ApproveCancellationProps {
  requestId: string
  /** The request, booking and refund moved: the thread reloads. */
  onApproved: () => void
}

function QuoteFacts({ quote }: { quote: CancellationQuote }) {
  const { i18n } = useLingui()
  const locale = useLocale()
  return (
    <FactList>
      <Fact term={i18n._(msg`Fare rule`)}>{quote.rule}</Fact>
      <Fact term={i18n._(msg`Paid`)}>{formatMoney(quote.paid, locale)}</Fact>
      <Fact term={i18n._(msg`Cancellation fee`)}>{formatMoney(quote.fee, locale)}</Fact>
      <Fact term={i18n._(msg`Refund`)}>{formatMoney(quote.refund, locale)}</Fact>
      {quote.refundTo ? (
        <Fact term={i18n._(msg`Refunded to`)}>
          {quote.refundTo === 'wallet' ? i18n._(msg`Rihla wallet`) : i18n._(msg`The card used to pay`)}
        </Fact>
      ) : null}
      {quote.refundExpectedBy ? (
        <Fact term={i18n._(msg`Expected by`)}>
          {formatDate(quote.refundExpectedBy, locale, { dateStyle: 'medium' })}
        </Fact>
      ) : null}
    </FactList>
  )
}

/**
 * "Approve cancellation" for a cancellation request: the server's quote (fee, refund, where it goes) in a
 * confirmation, then the cancellation at the refund shown, so a refund that changed meanwhile is refused.
 */
export function ApproveCancellation({ requestId, onApproved }: ApproveCancellationProps) {
  const { i18n } = useLingui()
  const api = useApi()
  const locale = useLocale()
  const [open, setOpen] = useState(false)
  const quote = useQuery({
    queryKey: ['support', 'desk', 'cancellation', locale, requestId],
    queryFn: ({ signal }) =>
      api
        .call('deskCancellationQuote', { params: { id: requestId } }, { signal, locale })
        .then((r) => r.quote),
    enabled: open,
    staleTime: 0,
  })
  const approve = useMutation({
    mutationFn: (expectedRefund: number) =>
      api.call(
        'deskApproveCancellation',
        { params: { id: requestId }, body: { expectedRefund } },
        { locale },
      ),
    onSuccess: () => {
      setOpen(false)
      onApproved()
    },
  })

  return (
    <>
      <Button variant="primary" onPress={() => setOpen(true)}>
        <Trans>Approve cancellation</Trans>
      </Button>
      <Modal
        isOpen={open}
        onOpenChange={(next) => {
          setOpen(next)
          if (!next) approve.reset()
        }}
        role="alertdialog"
        title={i18n._(msg`Approve the cancellation?`)}
        closeLabel={i18n._(msg`Close`)}
        footer={(close) => (
          <>
            <Button variant="secondary" onPress={close}>
              <Trans>Keep the booking</Trans>
            </Button>
            <Button
              variant="danger"
              isDisabled={!quote.data?.allowed}
              isPending={approve.isPending}
              onPress={() => quote.data && approve.mutate(quote.data.refund.amount)}
            >
              <Trans>Cancel booking and refund</Trans>
            </Button>
          </>
        )}
      >
        {quote.isPending ? (
          <div role="status" aria-label={i18n._(msg`Loading the refund`)}>
            <Skeleton lines={4} />
          </div>
        ) : quote.isError ? (
          <p role="alert" className={chatStyles.failedText}>
            {describeChatError(i18n, quote.error)}
          </p>
        ) : (
          <>
            {quote.data.allowed ? null : (
              <p role="alert" className={chatStyles.failedText}>
                {quote.data.reason}
              </p>
            )}
            <QuoteFacts quote={quote.data} />
          </>
        )}
        {approve.isError ? (
          <p role="alert" className={chatStyles.failedText}>
            {describeChatError(i18n, approve.error)}
          </p>
        ) : null}
      </Modal>
    </>
  )
}
