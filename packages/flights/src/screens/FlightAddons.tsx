import { useRouteRetry } from '@rihla/booking-flow/steps'
import {
  SearchExpiredState,
  TripLoading,
  isSessionExpired,
  useSessionExpiry,
} from '@rihla/booking-flow/session'
import { Trans } from '@lingui/react/macro'
import type { Quote, SeatSelection } from '@rihla/api-contract/flight-booking'
import { passengerSlots } from '@rihla/api-contract/passenger'
import { modalAtom, useApi, useLocale } from '@rihla/core'
import { Button } from '@rihla/ui-kit/button'
import { useQuery, useSuspenseQuery } from '@tanstack/react-query'
import { createLazyRoute, getRouteApi, useNavigate } from '@tanstack/react-router'
import type { ErrorComponentProps } from '@tanstack/react-router'
import { useAtom, useSetAtom } from 'jotai'
import { useCallback, useMemo } from 'react'
import type { ReactNode } from 'react'
import { undecidedBaggageLegs, withDecidedLegs } from '../addons'
import { BaggageDialog } from '../components/BaggageDialog/BaggageDialog'
import { FareUpgrade } from '../components/FareUpgrade/FareUpgrade'
import { MealDialog } from '../components/MealDialog/MealDialog'
import { MissingAddonsDialog } from '../components/MissingAddonsDialog/MissingAddonsDialog'
import { SeatDialog } from '../components/SeatDialog/SeatDialog'
import { QuoteErrorState } from '../components/SessionStates/SessionStates'
import { SpecialAssistance } from '../components/SpecialAssistance/SpecialAssistance'
import { useAddonLabels } from '../components/addonLabels'
import { flightDraftAtom } from '../draft'
import { flightsQueries } from '../queries'
import { useSessionResults } from '../useSessionResults'
import * as styles from './FlightAddons.css'
import * as layout from './screens.css'
import { AddonSection } from './flight-addons/AddonSection'
import { AddonsTotal } from './flight-addons/AddonsTotal'
import { BaggageSection } from './flight-addons/BaggageSection'
import { MealSection } from './flight-addons/MealSection'
import { SeatSection } from './flight-addons/SeatSection'
import type { StepProps } from './flight-addons/stepProps'

const route = getRouteApi('/{-$locale}/_flightSteps/flights/addons/$refId')

function AddonsStep({
  refId,
  quote,
  seats,
  onExpired,
}: {
  refId: string
  quote: Quote
  seats: SeatSelection[]
  onExpired: () => void
}) {
  const api = useApi()
  const locale = useLocale()
  const navigate = useNavigate()
  const [draft, setDraft] = useAtom(useMemo(() => flightDraftAtom(refId), [refId]))
  const travellers = useMemo(() => passengerSlots(quote.passengers), [quote.passengers])
  const labels = useAddonLabels(draft.passengers)
  const baggageOptions = useQuery(flightsQueries.baggageOptions(api, locale, refId))
  const openMissing = useSetAtom(modalAtom('missingAddons'))
  const openBaggage = useSetAtom(modalAtom('baggageUpgrade'))
  const legs = quote.itinerary.legs
  const undecided = undecidedBaggageLegs(quote.fare, legs.length, draft, baggageOptions.data ?? [])

  const goOn = () => void navigate({ to: '/{-$locale}/flights/review-booking/$refId', params: { refId } })
  const goBack = () =>
    void navigate({ to: '/{-$locale}/flights/passenger-details/$refId', params: { refId } })
  const props: StepProps = { refId, quote, seats, draft, travellers, labels }

  return (
    <div className={styles.layout}>
      <div className={styles.sections}>
        <BaggageSection {...props} />
        <SeatSection {...props} />
        <MealSection {...props} />
        <AddonSection title={<Trans>Special assistance</Trans>}>
          <SpecialAssistance
            refId={refId}
            ssr={draft.ssr}
            travellers={travellers}
            labels={labels}
            onChange={(ssr) => setDraft({ ssr })}
          />
        </AddonSection>
        <AddonSection title={<Trans>Upgrade your fare</Trans>}>
          <FareUpgrade
            refId={refId}
            quote={quote}
            hasSeats={seats.length > 0}
            labels={labels}
            onExpired={onExpired}
          />
        </AddonSection>
      </div>
      <aside className={styles.aside}>
        <AddonsTotal {...props} />
        <div className={styles.actions}>
          <Button
            variant="primary"
            size="lg"
            isFullWidth
            onPress={() => (undecided.length ? openMissing(true) : goOn())}
          >
            <Trans>Continue</Trans>
          </Button>
          <Button variant="secondary" isFullWidth onPress={goBack}>
            <Trans>Back to passenger details</Trans>
          </Button>
        </div>
      </aside>
      <BaggageDialog
        refId={refId}
        quote={quote}
        baggage={draft.baggage}
        travellers={travellers}
        labels={labels}
        onSave={(baggage) =>
          setDraft({
            baggage,
            baggageDecided: withDecidedLegs(
              draft.baggageDecided,
              legs.map((_leg, index) => index),
            ),
          })
        }
      />
      <SeatDialog
        refId={refId}
        quote={quote}
        seats={seats}
        travellers={travellers}
        labels={labels}
        onExpired={onExpired}
      />
      <MealDialog
        refId={refId}
        quote={quote}
        meals={draft.meals}
        travellers={travellers}
        labels={labels}
        onSave={(meals) => setDraft({ meals })}
      />
      <MissingAddonsDialog
        legs={undecided.map((leg) => labels.leg(legs[leg]!))}
        onAddBaggage={() => openBaggage(true)}
        onContinueWithout={() => {
          setDraft({ baggageDecided: withDecidedLegs(draft.baggageDecided, undecided) })
          goOn()
        }}
      />
    </div>
  )
}

/** The step's frame: its heading and lead over what the route shows (the add-ons, loading or an error). */
function AddonsPage({ children }: { children: ReactNode }) {
  return (
    <div className={layout.page}>
      <header className={styles.header}>
        <h1 className={layout.title}>
          <Trans>Add-ons</Trans>
        </h1>
        <p className={styles.lead}>
          <Trans>
            Extra baggage, seats, meals and a better fare: all optional, and priced for your whole party.
          </Trans>
        </p>
      </header>
      {children}
    </div>
  )
}

/** Baggage, seats, meals, special assistance and an upgrade for the session's trip, kept in the draft. */
function FlightAddons() {
  const api = useApi()
  const locale = useLocale()
  const { refId } = route.useParams()
  const quote = useSuspenseQuery(flightsQueries.sessionQuote(api, locale, refId))
  const { refetch } = quote
  // Every add-on call extends the session, so at the old end ask the server before saying it expired;
  // a failed re-read keeps the quote on screen and its error says whether the session has ended.
  const askServer = useCallback(() => void refetch(), [refetch])
  const expire = useSessionExpiry({
    gone: isSessionExpired(quote.error),
    expiresAt: quote.data.expiresAt,
    onDeadline: askServer,
  })
  return (
    <AddonsPage>
      <AddonsStep refId={refId} quote={quote.data.quote} seats={quote.data.seats} onExpired={expire} />
    </AddonsPage>
  )
}

function FlightAddonsLoading() {
  return (
    <AddonsPage>
      <TripLoading />
    </AddonsPage>
  )
}

/** The quote could not be read: the session ended (a fresh search), or try again. */
function FlightAddonsError({ error, reset }: ErrorComponentProps) {
  const { refId } = route.useParams()
  const results = useSessionResults(refId, undefined)
  const expired = isSessionExpired(error)
  useSessionExpiry({ gone: expired, expiresAt: undefined })
  const retry = useRouteRetry(reset)
  return (
    <AddonsPage>
      {expired ? (
        <SearchExpiredState headingLevel={2} onRefresh={results.searchAgain} />
      ) : (
        <QuoteErrorState results={results} onRetry={retry} />
      )}
    </AddonsPage>
  )
}

export const Route = createLazyRoute('/{-$locale}/_flightSteps/flights/addons/$refId')({
  component: FlightAddons,
  pendingComponent: FlightAddonsLoading,
  errorComponent: FlightAddonsError,
})
