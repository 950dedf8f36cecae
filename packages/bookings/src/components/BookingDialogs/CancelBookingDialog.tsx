import { msg } from '@lingui/core/macro'
import { useLingui } from '@lingui/react'
import { Trans } from '@lingui/react/macro'
import type { Booking } from '@rihla/api-contract/bookings'
import { isApiError } from '@rihla/api-clients'
import { modalAtom, useApi, useRuntime, userAtom } from '@rihla/core'
import { Button } from '@rihla/ui-kit/button'
import { Modal } from '@rihla/ui-kit/modal'
import { useMutation, useQueryClient } from '@tanstack/react-query'
import { useAtom, useAtomValue, useSetAtom } from 'jotai'
import { bookingsQueries } from '../../queries'
import { selectedBookingAtom } from '../../state'
import * as styles from './BookingDialogs.css'

/**
 * The `cancelConfirmation` modal: "Cancel this hotel booking?" with No and Yes (SPEC.md §4). Yes asks
 * the hotel API to cancel it; the list then shows its new status.
 */
export function CancelBookingDialog() {
  const { i18n } = useLingui()
  const api = useApi()
  const { toasts } = useRuntime()
  const queryClient = useQueryClient()
  const user = useAtomValue(userAtom)
  const [isOpen, setOpen] = useAtom(modalAtom('cancelConfirmation'))
  const booking = useAtomValue(selectedBookingAtom)
  const setSelected = useSetAtom(selectedBookingAtom)

  const cancel = useMutation({
    mutationFn: (target: Booking) =>
      api.call('hotelCancel', { query: { UUID: target.uuid, api_token: user?.api_token ?? '' } }),
    onSuccess: async ({ booking: cancelled }) => {
      toasts.add(
        {
          title: i18n._(msg`Your hotel booking is cancelled`),
          description:
            cancelled.status === 'Refund In Progress' ? i18n._(msg`Your refund is on its way.`) : undefined,
          tone: 'success',
        },
        { timeout: 6000 },
      )
      setOpen(false)
      setSelected(null)
      await queryClient.invalidateQueries({ queryKey: bookingsQueries.all })
    },
  })

  if (!booking) return null
  const failure = cancel.error
    ? isApiError(cancel.error) && cancel.error.kind === 'http'
      ? cancel.error.message
      : i18n._(msg`The booking could not be cancelled. Please check your connection and try again.`)
    : null

  return (
    <Modal
      isOpen={isOpen}
      onOpenChange={(open) => {
        if (cancel.isPending) return
        setOpen(open)
        if (!open) {
          cancel.reset()
          setSelected(null)
        }
      }}
      role="alertdialog"
      size="sm"
      title={i18n._(msg`Cancel this hotel booking?`)}
      closeLabel={i18n._(msg`Close`)}
      isDismissable={!cancel.isPending}
      footer={(close) => (
        <div className={styles.footer}>
          <Button variant="secondary" onPress={close} isDisabled={cancel.isPending}>
            <Trans>No, keep it</Trans>
          </Button>
          {/* Not `isPending`: react-aria would announce the button by id just as the dialog removes it. */}
          <Button variant="danger" isDisabled={cancel.isPending} onPress={() => cancel.mutate(booking)}>
            <Trans>Yes, cancel booking</Trans>
          </Button>
        </div>
      )}
    >
      <p>
        <Trans>
          {booking.title} at {booking.provider}, order {booking.orderId}.
        </Trans>
      </p>
      <p className={styles.note}>
        {booking.paid ? (
          <Trans>The amount you paid will be refunded to you.</Trans>
        ) : (
          <Trans>You have not paid for this booking, so nothing will be charged.</Trans>
        )}
      </p>
      <p className={styles.note} role="status">
        {cancel.isPending ? <Trans>Cancelling your booking…</Trans> : null}
      </p>
      {failure ? (
        <p className={styles.error} role="alert">
          {failure}
        </p>
      ) : null}
    </Modal>
  )
}
