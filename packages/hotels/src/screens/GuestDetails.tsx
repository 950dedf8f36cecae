import { msg } from '@lingui/core/macro'
import { useLingui } from '@lingui/react'
import { Trans } from '@lingui/react/macro'
import type { HotelQuote } from '@rihla/api-contract/hotel-booking'
import { TravellersStep } from '@rihla/booking-flow/passengers'
import {
  SearchExpiredState,
  TripLoading,
  isSessionExpired,
  useSessionExpiry,
} from '@rihla/booking-flow/session'
import { useRouteRetry } from '@rihla/booking-flow/steps'
import { useLocale } from '@rihla/core'
import { formatNumber } from '@rihla/i18n'
import { Button } from '@rihla/ui-kit/button'
import { ErrorState } from '@rihla/ui-kit/error-state'
import { createLazyRoute, getRouteApi, useNavigate } from '@tanstack/react-router'
import type { ErrorComponentProps } from '@tanstack/react-router'
import { useMemo } from 'react'
import type { ReactNode } from 'react'
import { StepPage } from '@rihla/booking-flow/page'
import { WithStay, useQuoted } from './StepPage'
import { hotelDraftAtom } from '../draft'
import { GUEST_PARTS, duplicateFirstNames, guestRules } from '../guests'

const route = getRouteApi('/{-$locale}/_hotelSteps/hotels/passenger-details/$refId')

function GuestStep({ refId, quote }: { refId: string; quote: HotelQuote }) {
  const { i18n } = useLingui()
  const locale = useLocale()
  const navigate = useNavigate()
  const draftAtom = useMemo(() => hotelDraftAtom(refId), [refId])
  const rules = useMemo(() => guestRules(quote.checkIn), [quote.checkIn])
  const slots = useMemo(
    () =>
      quote.rooms.map((_, index) => ({
        type: 'adult' as const,
        title: i18n._(msg`Room ${formatNumber(index + 1, locale)}: lead guest`),
      })),
    [quote.rooms, i18n, locale],
  )
  return (
    <WithStay quote={quote}>
      <TravellersStep
        draftAtom={draftAtom}
        field="guests"
        slots={slots}
        rulesOf={() => rules}
        partsOf={() => GUEST_PARTS}
        travelDate={quote.checkIn}
        crossProblems={duplicateFirstNames}
        onContinue={() => navigate({ to: '/{-$locale}/hotels/review-booking/$refId', params: { refId } })}
      />
    </WithStay>
  )
}

/** The step's frame: its heading and advice over the forms, loading or an error. */
function GuestDetailsPage({ children }: { children: ReactNode }) {
  return (
    <StepPage
      title={<Trans>Guest details</Trans>}
      lead={
        <Trans>One lead guest per room, named as on their passport or national ID, with their age.</Trans>
      }
    >
      {children}
    </StepPage>
  )
}

/** `/hotels/passenger-details/{RefID}`: the lead guest of each quoted room and the contact details. */
function GuestDetails() {
  const { refId } = route.useParams()
  const quote = useQuoted(refId)
  useSessionExpiry({ gone: false, expiresAt: quote.data.heldUntil })
  return (
    <GuestDetailsPage>
      <GuestStep refId={refId} quote={quote.data} />
    </GuestDetailsPage>
  )
}

function GuestDetailsLoading() {
  return (
    <GuestDetailsPage>
      <TripLoading />
    </GuestDetailsPage>
  )
}

/** The quote could not be read: the search has ended, or try again. */
export function QuotedError({ error, reset }: ErrorComponentProps) {
  const { i18n } = useLingui()
  const navigate = useNavigate()
  const expired = isSessionExpired(error)
  useSessionExpiry({ gone: expired, expiresAt: undefined })
  const retry = useRouteRetry(reset)
  const searchAgain = () => void navigate({ to: '/{-$locale}/best-hotels-in-saudi-arabia' })
  return expired ? (
    <SearchExpiredState headingLevel={2} onRefresh={searchAgain} />
  ) : (
    <ErrorState
      headingLevel={2}
      role="alert"
      title={i18n._(msg`Your rooms could not be loaded`)}
      description={i18n._(msg`Try again, or search for hotels again.`)}
      actions={
        <>
          <Button variant="primary" onPress={retry}>
            <Trans>Try again</Trans>
          </Button>
          <Button variant="secondary" onPress={searchAgain}>
            <Trans>Search hotels</Trans>
          </Button>
        </>
      }
    />
  )
}

export const Route = createLazyRoute('/{-$locale}/_hotelSteps/hotels/passenger-details/$refId')({
  component: GuestDetails,
  pendingComponent: GuestDetailsLoading,
  errorComponent: (props: ErrorComponentProps) => (
    <GuestDetailsPage>
      <QuotedError {...props} />
    </GuestDetailsPage>
  ),
})
