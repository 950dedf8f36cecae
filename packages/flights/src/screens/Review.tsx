import { msg } from '@lingui/core/macro'
import { isSessionExpired } from '@rihla/booking-flow/session'
import { useLingui } from '@lingui/react'
import { Trans } from '@lingui/react/macro'
import type { RequoteResponse } from '@rihla/api-contract/flight-booking'
import { BookingErrorDialog, PriceChangeDialog, QuoteErrorDialog } from '@rihla/booking-flow/dialogs'
import type { BookingFailure, PriceChange } from '@rihla/booking-flow/dialogs'
import { TravellerSummary, bookingPageStyles as frame } from '@rihla/booking-flow/detail'
import { priceWithAddons } from '@rihla/booking-flow/prices'
import { useReserveAndPay } from '@rihla/booking-flow/reserve'
import { modalAtom, useApi, useForgetEndedSession, useLocale, userAtom } from '@rihla/core'
import { localePath } from '@rihla/core/routing'
import { paymentHref } from '@rihla/payments'
import { Button } from '@rihla/ui-kit/button'
import { EmptyState } from '@rihla/ui-kit/empty-state'
import { ErrorState } from '@rihla/ui-kit/error-state'
import { Link } from '@rihla/ui-kit/link'
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import { useRouter } from '@tanstack/react-router'
import { useAtomValue, useSetAtom } from 'jotai'
import { useEffect, useMemo, useRef, useState } from 'react'
import { addonPrices } from '../addons'
import { useDraftTravellers } from '../components/TravellerSummary/travellerEntries'
import { TripSummary } from '../components/TripSummary/TripSummary'
import { flightDraftAtom, forgetDraftAtom } from '../draft'
import { flightsQueries } from '../queries'
import { draftFitsQuote, reservePayload, useBookingFailure } from '../reservation'
import type { SessionQuote } from '../reservation'
import { useSessionResults } from '../useSessionResults'
import { ReviewContact } from './ReviewContact'
import { ReviewPayment } from './ReviewPayment'

const isExpired = (quote: SessionQuote['quote']) => Date.now() >= Date.parse(quote.validUntil)

/** Everything about to be booked, the price re-checked, and the reservation that leads to payment. */
export function Review({ refId, data }: { refId: string; data: SessionQuote }) {
  const { i18n } = useLingui()
  const api = useApi()
  const locale = useLocale()
  const router = useRouter()
  const queryClient = useQueryClient()
  const user = useAtomValue(userAtom)
  const draftAtom = useMemo(() => flightDraftAtom(refId), [refId])
  const draft = useAtomValue(draftAtom)
  const openPriceModal = useSetAtom(modalAtom('priceModal'))
  const openQuoteError = useSetAtom(modalAtom('quoteError'))
  const openBookingError = useSetAtom(modalAtom('airBookingError'))
  const openExpired = useSetAtom(modalAtom('sessionExpire'))
  const { quote, seats } = data

  const baggage = useQuery(flightsQueries.baggageOptions(api, locale, refId))
  const meals = useQuery(flightsQueries.mealOptions(api, locale, refId))
  const ssr = useQuery(flightsQueries.ssrOptions(api, locale, refId))
  const itinerary = useQuery(flightsQueries.sessionItinerary(api, locale, refId, quote.itinerary.id))
  const results = useSessionResults(refId, itinerary.data?.search)

  const [priceChange, setPriceChange] = useState<PriceChange | null>(null)
  // Set when the price changed on the way to booking: continuing at the new price then books at once.
  const [bookAfterPriceChange, setBookAfterPriceChange] = useState(false)
  const [failure, setFailure] = useState<BookingFailure | null>(null)
  const failureOf = useBookingFailure(draft)

  const addons = addonPrices(
    draft,
    seats,
    { baggage: baggage.data ?? [], meals: meals.data ?? [] },
    quote.price.total.currency,
  )
  const price = priceWithAddons(quote.price, [addons.total])

  const requote = useMutation({
    mutationFn: () => api.call('flightRequote', { body: { refId } }, { locale }),
    onSuccess: (answer: RequoteResponse) => {
      queryClient.setQueryData(flightsQueries.sessionQuote(api, locale, refId).queryKey, (previous) =>
        previous ? { ...previous, quote: answer.quote } : previous,
      )
    },
    onError: (error) => {
      if (isSessionExpired(error)) openExpired(true)
      else openQuoteError(true)
    },
  })

  /** Re-prices the fare; resolves whether booking may go on at the price shown. */
  const reprice = async (thenBook: boolean) => {
    const answer = await requote.mutateAsync().catch(() => null)
    if (!answer) return false
    if (!answer.priceChanged) return true
    setPriceChange({
      previousTotal: { ...answer.previousTotal, amount: answer.previousTotal.amount + addons.total.amount },
      newTotal: { ...answer.newTotal, amount: answer.newTotal.amount + addons.total.amount },
    })
    setBookAfterPriceChange(thenBook)
    openPriceModal(true)
    return false
  }

  // A quote holds its price for a while only: one past its time is re-priced as the page opens.
  const repricedFor = useRef<string | null>(null)
  useEffect(() => {
    if (!isExpired(quote) || repricedFor.current === quote.validUntil) return
    repricedFor.current = quote.validUntil
    void reprice(false)
    // Runs once per quote validity; `reprice` closes over state that does not decide whether to run.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [quote.validUntil])

  const reserve = useReserveAndPay({
    refId,
    reserve: () =>
      api.call('flightReserve', { body: reservePayload(refId, user?.api_token ?? '', draft) }, { locale }),
    paymentPath: (booking) => paymentHref(booking.booking.type, booking.booking.uuid, locale),
    forgetDraftAtom,
    reprice: () => reprice(true),
    onFailure: (error) => {
      setFailure(failureOf(error))
      openBookingError(true)
    },
  })
  const book = reserve.book
  useForgetEndedSession(reserve.error)

  const confirm = async () => {
    if (isExpired(quote) && !(await reprice(true))) return
    book()
  }
  const isBooking = requote.isPending || reserve.isBooking

  const travellers = useDraftTravellers(draft, quote.itinerary, seats, {
    baggage: baggage.data ?? [],
    meals: meals.data ?? [],
    ssr: ssr.data ?? [],
  })

  const passengersHref = localePath(`/flights/passenger-details/${encodeURIComponent(refId)}`, locale)
  const addonsHref = localePath(`/flights/addons/${encodeURIComponent(refId)}`, locale)
  const optionsFailed = baggage.isError || meals.isError || ssr.isError

  if (!draftFitsQuote(draft, quote.passengers)) {
    return (
      <EmptyState
        headingLevel={2}
        title={i18n._(msg`Passenger details are missing`)}
        description={i18n._(msg`Enter the details of every traveller before reviewing your booking.`)}
        actions={
          <Link href={passengersHref} appearance="primary">
            <Trans>Enter passenger details</Trans>
          </Link>
        }
      />
    )
  }

  return (
    <div className={frame.layout}>
      <div className={frame.main}>
        <TripSummary
          itinerary={quote.itinerary}
          fare={quote.fare}
          action={
            <Button variant="ghost" size="sm" onPress={results.goToResults}>
              <Trans>Change flight</Trans>
            </Button>
          }
        />
        <TravellerSummary
          travellers={travellers}
          action={
            <>
              <Link
                href={passengersHref}
                appearance="ghost"
                size="sm"
                aria-label={i18n._(msg`Edit passengers`)}
              >
                <Trans>Edit</Trans>
              </Link>
              <Link href={addonsHref} appearance="ghost" size="sm">
                <Trans>Edit add-ons</Trans>
              </Link>
            </>
          }
        />
        {optionsFailed ? (
          <ErrorState
            headingLevel={3}
            role="alert"
            illustration={null}
            title={i18n._(msg`Add-on prices could not be loaded`)}
            description={i18n._(
              msg`The total below may leave out some add-ons; the payment shows the final amount.`,
            )}
            actions={
              <Button
                variant="secondary"
                onPress={() => {
                  void baggage.refetch()
                  void meals.refetch()
                  void ssr.refetch()
                }}
              >
                <Trans>Try again</Trans>
              </Button>
            }
          />
        ) : null}
        <ReviewContact contact={draft.contact} editHref={passengersHref} />
      </div>

      <ReviewPayment
        price={price}
        isBooking={isBooking}
        canBook={Boolean(user?.api_token)}
        onConfirm={() => void confirm()}
      />

      <PriceChangeDialog
        change={priceChange}
        raised={<Trans>The airline has raised the fare since it was quoted.</Trans>}
        lowered={<Trans>The airline has lowered the fare since it was quoted.</Trans>}
        chooseAnotherLabel={<Trans>Choose another flight</Trans>}
        onContinue={() => {
          if (bookAfterPriceChange) book()
        }}
        onChooseAnother={results.goToResults}
      />
      <QuoteErrorDialog
        description={<Trans>We could not confirm the current price of this fare. Please try again.</Trans>}
        onRetry={() => void reprice(false)}
        onBackToResults={results.goToResults}
      />
      <BookingErrorDialog
        name="airBookingError"
        failure={failure}
        refusedLead={<Trans>The airline could not accept these details:</Trans>}
        onEditPassengers={() => void router.navigate({ href: passengersHref })}
        onRetry={() => void confirm()}
      />
    </div>
  )
}
