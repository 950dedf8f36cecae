import { msg } from '@lingui/core/macro'
import {
  SearchExpiredState,
  TripLoading,
  isSessionExpired,
  useSessionExpiry,
} from '@rihla/booking-flow/session'
import { useLingui } from '@lingui/react'
import { Trans } from '@lingui/react/macro'
import type { Quote, SeatSelection } from '@rihla/api-contract/flights'
import { passengerSlots } from '@rihla/api-contract/passenger'
import { modalAtom, useApi, useLocale } from '@rihla/core'
import { formatNumber } from '@rihla/i18n'
import { Badge } from '@rihla/ui-kit/badge'
import { Button } from '@rihla/ui-kit/button'
import { Card } from '@rihla/ui-kit/card'
import { ErrorState } from '@rihla/ui-kit/error-state'
import { PriceSummary } from '@rihla/ui-kit/price-summary'
import { Skeleton } from '@rihla/ui-kit/skeleton'
import { useQuery } from '@tanstack/react-query'
import { createLazyRoute, getRouteApi, useNavigate } from '@tanstack/react-router'
import { useAtom, useSetAtom } from 'jotai'
import type { ReactNode } from 'react'
import { useCallback, useId, useMemo } from 'react'
import {
  addonPrices,
  baggageChoiceOf,
  seatedTravellers,
  tripTotal,
  undecidedBaggageLegs,
  withDecidedLegs,
} from '../addons'
import type { Traveller } from '../addons'
import { BaggageDialog, IncludedBaggage } from '../components/BaggageDialog/BaggageDialog'
import { FareUpgrade } from '../components/FareUpgrade/FareUpgrade'
import { MealDialog } from '../components/MealDialog/MealDialog'
import { MissingAddonsDialog } from '../components/MissingAddonsDialog/MissingAddonsDialog'
import { SeatDialog } from '../components/SeatDialog/SeatDialog'
import { QuoteErrorState } from '../components/SessionStates/SessionStates'
import { SpecialAssistance } from '../components/SpecialAssistance/SpecialAssistance'
import { useAddonLabels } from '../components/addonLabels'
import type { AddonLabels } from '../components/addonLabels'
import { flightDraftAtom } from '../draft'
import type { FlightDraft } from '../draft'
import { flightsQueries } from '../queries'
import { useSessionResults } from '../useSessionResults'
import * as styles from './FlightAddons.css'
import * as layout from './screens.css'

const route = getRouteApi('/{-$locale}/_flightSteps/flights/addons/$refId')

function AddonSection({
  title,
  action,
  children,
}: {
  title: ReactNode
  action?: ReactNode
  children: ReactNode
}) {
  const headingId = useId()
  return (
    <Card as="section" padding="md" aria-labelledby={headingId} className={styles.section}>
      <div className={styles.sectionHeader}>
        <h2 id={headingId} className={styles.sectionTitle}>
          {title}
        </h2>
        {action}
      </div>
      {children}
    </Card>
  )
}

/** A section's option list failed: say so, and offer to load it again. */
function OptionsError({ title, onRetry }: { title: string; onRetry: () => void }) {
  const { i18n } = useLingui()
  return (
    <ErrorState
      headingLevel={3}
      role="alert"
      illustration={null}
      title={title}
      description={i18n._(msg`Please try again.`)}
      actions={
        <Button variant="secondary" onPress={onRetry}>
          <Trans>Try again</Trans>
        </Button>
      }
    />
  )
}

interface StepProps {
  refId: string
  quote: Quote
  seats: SeatSelection[]
  draft: FlightDraft
  travellers: Traveller[]
  labels: AddonLabels
}

function BaggageSection({ refId, quote, draft, travellers, labels }: StepProps) {
  const { i18n } = useLingui()
  const api = useApi()
  const locale = useLocale()
  const options = useQuery(flightsQueries.baggageOptions(api, locale, refId))
  const openBaggage = useSetAtom(modalAtom('baggageUpgrade'))
  const undecided = undecidedBaggageLegs(quote.fare, quote.itinerary.legs.length, draft, options.data ?? [])
  return (
    <AddonSection
      title={<Trans>Baggage</Trans>}
      action={
        <Button variant="secondary" isDisabled={!options.isSuccess} onPress={() => openBaggage(true)}>
          {draft.baggage.length ? <Trans>Change baggage</Trans> : <Trans>Add extra baggage</Trans>}
        </Button>
      }
    >
      <IncludedBaggage fare={quote.fare} />
      {options.isPending ? (
        <div role="status" aria-label={i18n._(msg`Loading baggage options`)}>
          <Skeleton lines={2} />
        </div>
      ) : options.isError ? (
        <OptionsError
          title={i18n._(msg`Baggage options could not be loaded`)}
          onRetry={() => void options.refetch()}
        />
      ) : (
        <ul className={styles.chosen}>
          {quote.itinerary.legs.map((leg, legIndex) => {
            const bought = travellers.flatMap((traveller) => {
              const option = baggageChoiceOf(draft.baggage, options.data, traveller.index, legIndex)
              if (!option) return []
              const name = labels.traveller(traveller)
              const kg = formatNumber(option.kg, locale)
              return [i18n._(msg`${name}: +${kg} kg`)]
            })
            return (
              <li key={legIndex} className={styles.chosenGroup}>
                <span className={styles.route} dir="ltr">
                  {labels.leg(leg)}
                </span>
                {bought.length ? (
                  <ul className={styles.travellerChoices}>
                    {bought.map((line) => (
                      <li key={line}>{line}</li>
                    ))}
                  </ul>
                ) : undecided.includes(legIndex) ? (
                  <span>
                    <Badge tone="warning">{i18n._(msg`Choose extra baggage or none`)}</Badge>
                  </span>
                ) : (
                  <span>{i18n._(msg`No extra baggage`)}</span>
                )}
              </li>
            )
          })}
        </ul>
      )}
    </AddonSection>
  )
}

function SeatSection({ quote, seats, travellers, labels }: StepProps) {
  const { i18n } = useLingui()
  const openSeats = useSetAtom(modalAtom('seatSelection'))
  const seated = seatedTravellers(travellers)
  return (
    <AddonSection
      title={<Trans>Seats</Trans>}
      action={
        <Button variant="secondary" onPress={() => openSeats(true)}>
          {seats.length ? <Trans>Change seats</Trans> : <Trans>Choose seats</Trans>}
        </Button>
      }
    >
      <ul className={styles.chosen}>
        {quote.itinerary.legs
          .flatMap((leg) => leg.segments)
          .map((segment) => (
            <li key={segment.id} className={styles.chosenGroup}>
              <span className={styles.route} dir="ltr">
                {labels.segment(segment)}
              </span>
              <ul className={styles.travellerChoices}>
                {seated.map((traveller) => {
                  const held = seats.find(
                    (seat) => seat.segment === segment.id && seat.passenger === traveller.index,
                  )
                  return (
                    <li key={traveller.index}>
                      {labels.traveller(traveller)}: <strong>{held?.seat ?? i18n._(msg`no seat yet`)}</strong>
                    </li>
                  )
                })}
              </ul>
            </li>
          ))}
      </ul>
      <p className={styles.muted}>
        <Trans>Seats you do not choose are assigned at check-in.</Trans>
      </p>
    </AddonSection>
  )
}

function MealSection({ refId, quote, draft, travellers, labels }: StepProps) {
  const { i18n } = useLingui()
  const api = useApi()
  const locale = useLocale()
  const options = useQuery(flightsQueries.mealOptions(api, locale, refId))
  const openMeals = useSetAtom(modalAtom('mealSelection'))
  const segments = quote.itinerary.legs.flatMap((leg) => leg.segments)
  return (
    <AddonSection
      title={<Trans>Meals</Trans>}
      action={
        <Button variant="secondary" isDisabled={!options.isSuccess} onPress={() => openMeals(true)}>
          {draft.meals.length ? <Trans>Change meals</Trans> : <Trans>Choose meals</Trans>}
        </Button>
      }
    >
      {options.isPending ? (
        <div role="status" aria-label={i18n._(msg`Loading meals`)}>
          <Skeleton lines={2} />
        </div>
      ) : options.isError ? (
        <OptionsError title={i18n._(msg`Meals could not be loaded`)} onRetry={() => void options.refetch()} />
      ) : options.data.length === 0 ? (
        <p className={styles.muted}>
          <Trans>No special meals are offered on these flights.</Trans>
        </p>
      ) : draft.meals.length === 0 ? (
        <p className={styles.muted}>
          <Trans>No special meals chosen. The airline’s standard service applies.</Trans>
        </p>
      ) : (
        <ul className={styles.chosen}>
          {segments.map((segment) => {
            const chosen = draft.meals.filter((meal) => meal.segment === segment.id)
            if (!chosen.length) return null
            return (
              <li key={segment.id} className={styles.chosenGroup}>
                <span className={styles.route} dir="ltr">
                  {labels.segment(segment)}
                </span>
                <ul className={styles.travellerChoices}>
                  {chosen.map((meal) => {
                    const traveller = travellers.find((candidate) => candidate.index === meal.passenger)
                    const option = options.data.find(
                      (candidate) => candidate.code === meal.code && candidate.segment === meal.segment,
                    )
                    return (
                      <li key={meal.passenger}>
                        {traveller ? labels.traveller(traveller) : ''}: {option?.name ?? meal.code}
                      </li>
                    )
                  })}
                </ul>
              </li>
            )
          })}
        </ul>
      )}
    </AddonSection>
  )
}

/** The running prices: the fare, each kind of add-on, their total and the trip's. */
function AddonsTotal({ refId, quote, seats, draft, labels }: StepProps) {
  const { i18n } = useLingui()
  const api = useApi()
  const locale = useLocale()
  const baggage = useQuery(flightsQueries.baggageOptions(api, locale, refId))
  const meals = useQuery(flightsQueries.mealOptions(api, locale, refId))
  const prices = addonPrices(
    draft,
    seats,
    { baggage: baggage.data ?? [], meals: meals.data ?? [] },
    quote.price.total.currency,
  )
  // Until a list with chosen items has loaded, its share of the total is unknown.
  const known = (!draft.baggage.length || baggage.isSuccess) && (!draft.meals.length || meals.isSuccess)
  const shown = (value: Parameters<AddonLabels['money']>[0]) => (known ? labels.money(value) : '…')
  return (
    <PriceSummary
      title={i18n._(msg`Price`)}
      rows={[
        { id: 'fare', label: i18n._(msg`Flight fare`), value: labels.money(quote.price.total) },
        {
          id: 'baggage',
          label: i18n._(msg`Extra baggage`),
          value: baggage.isSuccess || !draft.baggage.length ? labels.money(prices.baggage) : '…',
        },
        { id: 'seats', label: i18n._(msg`Seats`), value: labels.money(prices.seats) },
        {
          id: 'meals',
          label: i18n._(msg`Meals`),
          value: meals.isSuccess || !draft.meals.length ? labels.money(prices.meals) : '…',
        },
        { id: 'addons', label: i18n._(msg`Add-ons total`), value: shown(prices.total) },
      ]}
      total={{ label: i18n._(msg`Trip total`), value: shown(tripTotal(quote, prices)) }}
      note={i18n._(msg`For all passengers. The price is confirmed on the next step.`)}
    />
  )
}

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

/** Baggage, seats, meals, special assistance and an upgrade for the session's trip, kept in the draft. */
function FlightAddons() {
  const api = useApi()
  const locale = useLocale()
  const { refId } = route.useParams()
  const quote = useQuery(flightsQueries.sessionQuote(api, locale, refId))
  const results = useSessionResults(refId, undefined)
  const expired = isSessionExpired(quote.error)
  const { refetch } = quote
  // Every add-on call extends the session, so at the old end ask the server before saying it expired.
  const askServer = useCallback(() => void refetch(), [refetch])
  const expire = useSessionExpiry({ gone: expired, expiresAt: quote.data?.expiresAt, onDeadline: askServer })

  let body
  if (quote.isPending) {
    body = <TripLoading />
  } else if (quote.isError) {
    body = expired ? (
      <SearchExpiredState headingLevel={2} onRefresh={results.searchAgain} />
    ) : (
      <QuoteErrorState results={results} onRetry={() => void quote.refetch()} />
    )
  } else {
    body = <AddonsStep refId={refId} quote={quote.data.quote} seats={quote.data.seats} onExpired={expire} />
  }

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
      {body}
    </div>
  )
}

export const Route = createLazyRoute('/{-$locale}/_flightSteps/flights/addons/$refId')({
  component: FlightAddons,
})
