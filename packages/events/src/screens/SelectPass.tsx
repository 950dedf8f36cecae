import { msg } from '@lingui/core/macro'
import { useLingui } from '@lingui/react'
import { Trans } from '@lingui/react/macro'
import type { EventShows } from '@rihla/api-contract/events'
import { problemsOf } from '@rihla/booking-flow/reserve'
import { StepPage, stepScreens } from '@rihla/booking-flow/page'
import { Problems } from '@rihla/booking-flow/problems'
import { modalAtom, useApi, useLocale, useVisitorCurrency } from '@rihla/core'
import { Link } from '@rihla/core/routing'
import { DEFAULT_CURRENCY, localizeMessage, messages } from '@rihla/api-contract'
import { Button } from '@rihla/ui-kit/button'
import { bookingPageStyles as frame } from '@rihla/booking-flow/detail'
import { Card } from '@rihla/ui-kit/card'
import { EmptyState } from '@rihla/ui-kit/empty-state'
import { useMutation, useQueryClient } from '@tanstack/react-query'
import { createLazyRoute, getRouteApi, useNavigate } from '@tanstack/react-router'
import { useSetAtom } from 'jotai'
import { useState } from 'react'
import type { ReactNode } from 'react'
import { EventDetailDialog } from '../components/EventDetailDialog/EventDetailDialog'
import { EventsLoadError } from '../components/EventsLoadError/EventsLoadError'
import { OrderSummary } from '../components/OrderSummary/OrderSummary'
import { PassPicker } from '../components/PassPicker/PassPicker'
import { ShowPicker } from '../components/ShowPicker/ShowPicker'
import { eventDraftAtom } from '../draft'
import { quantitiesFor, ticketLines } from '../passes'
import { placeText } from '../place'
import type { Quantities } from '../passes'
import { eventsQueries } from '../queries'
import { useShows } from './showsQuery'
import * as screens from './screens.css'

const route = getRouteApi('/{-$locale}/events/$id/select-pass')

function SelectPassPage({ children }: { children: ReactNode }) {
  return (
    <StepPage
      title={<Trans>Choose your passes</Trans>}
      lead={<Trans>Pick a date and time, then how many tickets of each pass.</Trans>}
    >
      {children}
    </StepPage>
  )
}

/** The show and quantities chosen, and the quote that takes them to the attendees step. */
function Selection({ data }: { data: EventShows }) {
  const { i18n } = useLingui()
  const api = useApi()
  const locale = useLocale()
  const navigate = useNavigate()
  const queryClient = useQueryClient()
  const currency = useVisitorCurrency() ?? DEFAULT_CURRENCY
  const { event, shows } = data
  const setDraft = useSetAtom(eventDraftAtom(event.id))
  const openDetails = useSetAtom(modalAtom('eventDetail'))
  const firstOnSale = shows.find((show) => show.availability !== 'sold_out')
  const [showId, setShowId] = useState<string | null>(shows.length === 1 ? (firstOnSale?.id ?? null) : null)
  const [quantities, setQuantities] = useState<Quantities>({})
  const [problems, setProblems] = useState<string[] | null>(null)
  const show = shows.find((candidate) => candidate.id === showId) ?? null

  const quote = useMutation({
    mutationFn: () =>
      api.call(
        'eventQuote',
        {
          body: {
            eventId: event.id,
            showId: showId ?? '',
            lines: show ? ticketLines(show, quantities) : [],
            currency,
          },
        },
        { locale },
      ),
    onSuccess: async (quoted) => {
      queryClient.setQueryData(eventsQueries.quoted(api, locale, quoted.refId).queryKey, quoted)
      setDraft({ refId: quoted.refId })
      await navigate({ to: '/{-$locale}/events/$id/passenger-details', params: { id: event.id } })
    },
    onError: (error) =>
      setProblems(problemsOf(error, i18n._(msg`These passes could not be reserved. Please try again.`))),
  })

  const onContinue = () => {
    const missing = !show
      ? messages.eventShowRequired
      : ticketLines(show, quantities).length === 0
        ? messages.eventPassRequired
        : null
    if (missing) return setProblems([localizeMessage(missing, locale)])
    setProblems(null)
    quote.mutate()
  }

  if (!firstOnSale)
    return (
      <EmptyState
        headingLevel={2}
        title={i18n._(msg`Sold out`)}
        description={i18n._(msg`Every date of this event is sold out.`)}
        actions={
          <Link to="/{-$locale}/events-in-saudi-arabia" appearance="primary">
            <Trans>See all events</Trans>
          </Link>
        }
      />
    )

  return (
    <div className={frame.layout}>
      <div className={frame.main}>
        <Card as="section" padding="md" aria-labelledby="chosen-event">
          <h2 id="chosen-event" className={screens.sectionTitle}>
            {event.title}
          </h2>
          <p className={screens.muted}>
            {placeText(i18n, event.venue.name, event.city)} · {event.ageRule}
          </p>
          <div>
            <Button variant="ghost" size="sm" onPress={() => openDetails(true)}>
              <Trans>Event details</Trans>
            </Button>
          </div>
        </Card>
        <ShowPicker
          shows={shows}
          selected={showId}
          onChange={(id) => {
            setShowId(id)
            setProblems(null)
            const next = shows.find((candidate) => candidate.id === id)
            if (next) setQuantities((current) => quantitiesFor(next, current))
          }}
        />
        {show ? (
          <section className={screens.section} aria-labelledby="passes-heading">
            <h2 id="passes-heading" className={screens.sectionTitle}>
              <Trans>Passes</Trans>
            </h2>
            <PassPicker
              show={show}
              quantities={quantities}
              onChange={(passId, quantity) => {
                setProblems(null)
                setQuantities((current) => ({ ...current, [passId]: quantity }))
              }}
            />
          </section>
        ) : null}
      </div>
      <div className={frame.aside}>
        <Card padding="md">
          {show ? (
            <OrderSummary show={show} quantities={quantities} />
          ) : (
            <p className={screens.muted}>
              <Trans>Choose a date to see its passes.</Trans>
            </p>
          )}
        </Card>
        {problems ? <Problems items={problems} /> : null}
        <Button
          variant="primary"
          size="lg"
          isPending={quote.isPending || quote.isSuccess}
          onPress={onContinue}
        >
          <Trans>Continue</Trans>
        </Button>
      </div>
      <EventDetailDialog event={event} />
    </div>
  )
}

/** `/events/{id}/select-pass`: a show, then how many tickets of each pass, within the limits. */
function SelectPass() {
  const { id } = route.useParams()
  const { data } = useShows(id)
  return <Selection data={data} />
}

export const Route = createLazyRoute('/{-$locale}/events/$id/select-pass')(
  stepScreens(SelectPassPage, SelectPass, EventsLoadError),
)
