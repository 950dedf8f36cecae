import { msg } from '@lingui/core/macro'
import { useLingui } from '@lingui/react'
import { Trans } from '@lingui/react/macro'
import type { Booking } from '@rihla/api-contract/bookings'
import {
  SUPPORT_ISSUE_TYPES,
  SUPPORT_MESSAGE_MAX_LENGTH,
  supportCreateRequestSchema,
} from '@rihla/api-contract/support'
import { useApi, useLocale } from '@rihla/core'
import { applyServerErrors, useAppForm } from '@rihla/core/forms'
import { localePath } from '@rihla/core/routing'
import { formatDate } from '@rihla/i18n'
import { Button } from '@rihla/ui-kit/button'
import { Card } from '@rihla/ui-kit/card'
import { ErrorState } from '@rihla/ui-kit/error-state'
import { Link } from '@rihla/ui-kit/link'
import { SelectItem } from '@rihla/ui-kit/select'
import { Skeleton } from '@rihla/ui-kit/skeleton'
import { revalidateLogic } from '@tanstack/react-form'
import { useQuery, useQueryClient } from '@tanstack/react-query'
import { createLazyRoute, getRouteApi, useRouter } from '@tanstack/react-router'
import { useRef, useState } from 'react'
import { describeChatError } from '../chat/describeError'
import { useUploads } from '../chat/useUploads'
import { AttachButton } from '../components/chat/AttachButton'
import { UploadList } from '../components/chat/UploadList'
import { BOOKING_TYPE_LABELS, ISSUE_LABELS } from '../labels'
import { supportQueries } from '../queries'
import * as styles from './screens.css'

const route = getRouteApi('/{-$locale}/support/create')

/** A booking as the order picker names it: type, what was booked, order id and date. */
function useBookingName() {
  const { i18n } = useLingui()
  const locale = useLocale()
  return (booking: Booking) =>
    [
      i18n._(BOOKING_TYPE_LABELS[booking.type]),
      booking.title,
      booking.orderId,
      booking.travelDate ? formatDate(booking.travelDate, locale, { dateStyle: 'medium' }) : null,
    ]
      .filter(Boolean)
      .join(' · ')
}

/** `/support/create`: issue, order and description (SPEC.md §3), with files; then the request's chat. */
function NewRequest() {
  const { i18n } = useLingui()
  const api = useApi()
  const locale = useLocale()
  const bookings = useQuery(supportQueries.bookings(api, locale))

  return (
    <div className={styles.page}>
      <Link href={localePath('/support', locale)} isQuiet className={styles.back}>
        <Trans>Back to My Requests</Trans>
      </Link>
      <h1 className={styles.title}>
        <Trans>New request</Trans>
      </h1>
      <p className={styles.lead}>
        <Trans>Tell us which booking it is about and what you need. Our team answers in the chat.</Trans>
      </p>
      <Card padding="lg">
        {bookings.isPending ? (
          <div role="status" aria-label={i18n._(msg`Loading your bookings`)}>
            <Skeleton lines={6} />
          </div>
        ) : bookings.isError ? (
          <ErrorState
            headingLevel={2}
            role="alert"
            title={i18n._(msg`Failed to load your bookings`)}
            description={i18n._(msg`Please check your connection and try again.`)}
            actions={
              <Button variant="secondary" onPress={() => void bookings.refetch()}>
                <Trans>Try again</Trans>
              </Button>
            }
          />
        ) : (
          <RequestForm bookings={bookings.data} />
        )}
      </Card>
    </div>
  )
}

function RequestForm({ bookings }: { bookings: Booking[] }) {
  const { i18n } = useLingui()
  const api = useApi()
  const locale = useLocale()
  const router = useRouter()
  const queryClient = useQueryClient()
  const search = route.useSearch()
  const bookingName = useBookingName()
  const uploads = useUploads((error) => describeChatError(i18n, error))
  const [formError, setFormError] = useState<string | null>(null)
  const formRef = useRef<HTMLFormElement>(null)
  // The booking pages link here with the booking's uuid; an order id works as well.
  const prefilled = bookings.find(
    (booking) => booking.uuid === search.order || booking.orderId === search.order,
  )

  const focusFirstInvalid = () =>
    formRef.current?.querySelector<HTMLElement>('[aria-invalid="true"], [data-invalid] button')?.focus()

  const form = useAppForm({
    defaultValues: { issue: search.issue ?? '', order: prefilled?.orderId ?? '', description: '' },
    validationLogic: revalidateLogic({ mode: 'submit', modeAfterSubmission: 'change' }),
    validators: { onDynamic: supportCreateRequestSchema },
    onSubmitInvalid: focusFirstInvalid,
    onSubmit: async ({ value, formApi }) => {
      setFormError(null)
      try {
        const { request } = await api.call(
          'supportCreate',
          {
            body: {
              ...supportCreateRequestSchema.parse(value),
              attachmentIds: uploads.attachments.map((file) => file.id),
            },
          },
          { locale },
        )
        await queryClient.invalidateQueries({ queryKey: supportQueries.all })
        await router.navigate({ href: localePath(`/support/chat/${request.id}`, locale) })
      } catch (error) {
        if (applyServerErrors(formApi, error)) focusFirstInvalid()
        else setFormError(describeChatError(i18n, error))
      }
    },
  })

  return (
    <form
      ref={formRef}
      noValidate
      className={styles.form}
      aria-label={i18n._(msg`New request`)}
      onSubmit={(event) => {
        event.preventDefault()
        void form.handleSubmit()
      }}
    >
      <form.AppForm>
        <form.AppField name="issue">
          {(field) => (
            <field.SelectField isRequired label={i18n._(msg`What do you need help with?`)}>
              {SUPPORT_ISSUE_TYPES.map((id) => (
                <SelectItem key={id} id={id}>
                  {i18n._(ISSUE_LABELS[id])}
                </SelectItem>
              ))}
            </field.SelectField>
          )}
        </form.AppField>
        <form.AppField name="order">
          {(field) => (
            <field.SelectField
              isRequired
              label={i18n._(msg`Booking`)}
              description={
                bookings.length === 0
                  ? i18n._(msg`You have no bookings yet: a request is about one of them.`)
                  : undefined
              }
            >
              {bookings.map((booking) => (
                <SelectItem key={booking.uuid} id={booking.orderId}>
                  {bookingName(booking)}
                </SelectItem>
              ))}
            </field.SelectField>
          )}
        </form.AppField>
        <form.AppField name="description">
          {(field) => (
            <field.TextField
              isRequired
              isMultiline
              rows={5}
              maxLength={SUPPORT_MESSAGE_MAX_LENGTH}
              label={i18n._(msg`Description`)}
              description={i18n._(msg`What happened and what you would like us to do.`)}
            />
          )}
        </form.AppField>
        <div className={styles.attachField}>
          <p className={styles.fieldLabel}>
            <Trans>Attachments (optional)</Trans>
          </p>
          <p className={styles.lead}>
            <Trans>Photos or PDF documents, up to 5 MB each.</Trans>
          </p>
          <UploadList uploads={uploads.uploads} onRemove={uploads.remove} />
          <AttachButton onSelect={uploads.add} label={i18n._(msg`Attach files`)} />
        </div>
        {formError ? (
          <p role="alert" className={styles.lead}>
            {formError}
          </p>
        ) : null}
        <div className={styles.formActions}>
          <form.SubmitButton isDisabled={uploads.busy}>
            <Trans>Send request</Trans>
          </form.SubmitButton>
          <Link href={localePath('/support', locale)} appearance="ghost">
            <Trans>Cancel</Trans>
          </Link>
        </div>
      </form.AppForm>
    </form>
  )
}

export const Route = createLazyRoute('/{-$locale}/support/create')({ component: NewRequest })
