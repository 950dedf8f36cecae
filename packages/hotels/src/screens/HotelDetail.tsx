import { msg } from '@lingui/core/macro'
import { useLingui } from '@lingui/react'
import { Trans } from '@lingui/react/macro'
import type { SingleItineraryResponse } from '@rihla/api-contract/hotels'
import { isApiError } from '@rihla/api-clients'
import {
  SearchExpiredDialog,
  SearchExpiredState,
  isSessionExpired,
  useSessionExpiry,
} from '@rihla/booking-flow/session'
import { modalAtom, useApi, useLocale } from '@rihla/core'
import { useSetAtom } from 'jotai'
import { useMemo } from 'react'
import { Link } from '@rihla/core/routing'
import { Button } from '@rihla/ui-kit/button'
import { ErrorState } from '@rihla/ui-kit/error-state'
import { Skeleton } from '@rihla/ui-kit/skeleton'
import { Tab, TabList, TabPanel, Tabs } from '@rihla/ui-kit/tabs'
import { useMutation, useQueryClient, useSuspenseQuery } from '@tanstack/react-query'
import { createLazyRoute, getRouteApi, useNavigate, useRouter } from '@tanstack/react-router'
import type { ErrorComponentProps } from '@tanstack/react-router'
import ArrowLeft from 'lucide-react/icons/arrow-left'
import { resultsLocation } from '../address'
import { HotelPlace } from '../components/HotelCard/HotelCard'
import { HotelDetailDialog } from '../components/HotelFacts/HotelDetailDialog'
import { HotelOverview, HotelPolicies } from '../components/HotelFacts/HotelFacts'
import { PhotoGallery } from '../components/PhotoGallery/PhotoGallery'
import { NoAvailabilityDialog } from '../components/RoomOffers/NoAvailabilityDialog'
import { RoomOffers } from '../components/RoomOffers/RoomOffers'
import { hotelDraftAtom } from '../draft'
import { hotelsQueries } from '../queries'
import * as layout from './screens.css'
import * as styles from './HotelDetail.css'

const route = getRouteApi('/{-$locale}/hotels/detail/$refId/$itineraryRefId')

/** The quote's 409: a room of the chosen rate is no longer free on some night of the stay. */
const isNoAvailability = (error: unknown) => isApiError(error) && error.status === 409

/** The search's results page, searched again (its session is the one that ended). */
function useSearchAgain(search: SingleItineraryResponse['search'] | undefined, cityName: string | undefined) {
  const navigate = useNavigate()
  const queryClient = useQueryClient()
  return () => {
    if (!search) return void navigate({ to: '/{-$locale}/best-hotels-in-saudi-arabia' })
    queryClient.removeQueries({ queryKey: [...hotelsQueries.all, 'search'] })
    return void navigate(resultsLocation(search, cityName ?? search.destination))
  }
}

/** `/hotels/detail/{RefID}/{ItineraryRefID}`: one hotel of a search, in tabs: Overview, Rooms, Amenities, Details. */
function HotelDetail() {
  const { i18n } = useLingui()
  const api = useApi()
  const locale = useLocale()
  const { refId, itineraryRefId } = route.useParams()
  const details = useSuspenseQuery(hotelsQueries.itinerary(api, locale, refId, itineraryRefId))
  const expire = useSessionExpiry({
    gone: isSessionExpired(details.error),
    expiresAt: details.data.expiresAt,
  })
  const { hotel, search, rooms, nights } = details.data
  const navigate = useNavigate()
  const queryClient = useQueryClient()
  const updateDraft = useSetAtom(useMemo(() => hotelDraftAtom(refId), [refId]))
  const openNoAvailability = useSetAtom(modalAtom('noAvailability'))
  // One rate for every searched room: the rate is priced for the largest of them.
  const quote = useMutation({
    mutationFn: (rateId: string) =>
      api.call(
        'hotelQuote',
        { body: { RefID: refId, ItineraryRefID: itineraryRefId, rates: search.rooms.map(() => rateId) } },
        { locale },
      ),
    onSuccess: async () => {
      updateDraft({ search })
      queryClient.removeQueries({ queryKey: hotelsQueries.quoted(api, locale, refId).queryKey })
      await navigate({ to: '/{-$locale}/hotels/passenger-details/$refId', params: { refId } })
    },
    onError: (error) => {
      if (isSessionExpired(error)) expire()
      else if (isNoAvailability(error)) openNoAvailability(true)
    },
  })
  const searchAgain = useSearchAgain(search, hotel.city.name)
  const results = resultsLocation(search, hotel.city.name)

  return (
    <div className={layout.page}>
      <Link {...results} appearance="ghost" className={styles.back}>
        <ArrowLeft size={18} aria-hidden className={styles.mirrored} />
        <Trans>Back to results</Trans>
      </Link>
      <header className={styles.header}>
        <h1 className={layout.title}>{hotel.name}</h1>
        <HotelPlace hotel={hotel} className={styles.facts} />
        <HotelDetailDialog details={details.data} />
      </header>
      <PhotoGallery photos={hotel.photos} hotelName={hotel.name} />
      <Tabs defaultSelectedKey="rooms">
        <TabList aria-label={i18n._(msg`About the hotel`)}>
          <Tab id="overview">
            <Trans>Overview</Trans>
          </Tab>
          <Tab id="rooms">
            <Trans>Rooms</Trans>
          </Tab>
          <Tab id="amenities">
            <Trans>Amenities</Trans>
          </Tab>
          <Tab id="details">
            <Trans>Details</Trans>
          </Tab>
        </TabList>
        <TabPanel id="overview">
          <HotelOverview details={details.data} />
        </TabPanel>
        <TabPanel id="rooms">
          {quote.isError && !isSessionExpired(quote.error) && !isNoAvailability(quote.error) ? (
            <p className={styles.error} role="alert">
              <Trans>This room could not be held for your stay. Choose another option.</Trans>
            </p>
          ) : null}
          <RoomOffers
            rooms={rooms}
            nights={nights}
            choice={{ pending: quote.isPending ? (quote.variables ?? null) : null, onChoose: quote.mutate }}
          />
        </TabPanel>
        <TabPanel id="amenities">
          <ul className={styles.amenities}>
            {hotel.amenities.map((amenity) => (
              <li key={amenity.id}>{amenity.name}</li>
            ))}
          </ul>
        </TabPanel>
        <TabPanel id="details">
          <HotelPolicies hotel={hotel} />
        </TabPanel>
      </Tabs>
      <SearchExpiredDialog onRefresh={searchAgain} onGoToSearch={searchAgain} />
      <NoAvailabilityDialog
        onClose={() => {
          quote.reset()
          void details.refetch()
        }}
      />
    </div>
  )
}

/** The hotel, loading. */
function HotelDetailLoading() {
  const { i18n } = useLingui()
  return (
    <div className={layout.page}>
      <div role="status" aria-label={i18n._(msg`Loading hotel details`)}>
        <Skeleton lines={10} />
      </div>
    </div>
  )
}

/** The hotel could not be loaded: its search has ended, or it failed; the visitor searches again or retries. */
function HotelDetailError({ error }: ErrorComponentProps) {
  const { i18n } = useLingui()
  const router = useRouter()
  const searchAgain = useSearchAgain(undefined, undefined)
  const expired = isSessionExpired(error)
  useSessionExpiry({ gone: expired, expiresAt: undefined })
  return (
    <div className={layout.page}>
      {expired ? (
        <SearchExpiredState headingLevel={1} onRefresh={searchAgain} />
      ) : (
        <ErrorState
          headingLevel={1}
          role="alert"
          title={i18n._(msg`Error fetching hotel details`)}
          description={i18n._(msg`This hotel could not be loaded. Try again, or search for hotels again.`)}
          actions={
            <>
              <Button variant="secondary" onPress={() => void router.invalidate()}>
                <Trans>Try again</Trans>
              </Button>
              <Button variant="primary" onPress={searchAgain}>
                <Trans>Search hotels</Trans>
              </Button>
            </>
          }
        />
      )}
      <SearchExpiredDialog onRefresh={searchAgain} onGoToSearch={searchAgain} />
    </div>
  )
}

export const Route = createLazyRoute('/{-$locale}/hotels/detail/$refId/$itineraryRefId')({
  component: HotelDetail,
  pendingComponent: HotelDetailLoading,
  errorComponent: HotelDetailError,
})
