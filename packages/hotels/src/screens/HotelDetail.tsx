import { msg } from '@lingui/core/macro'
import { useLingui } from '@lingui/react'
import { Plural, Trans } from '@lingui/react/macro'
import type { SingleItineraryResponse } from '@rihla/api-contract/hotels'
import {
  SearchExpiredDialog,
  SearchExpiredState,
  isSessionExpired,
  useSessionExpiry,
} from '@rihla/booking-flow/session'
import { useApi, useLocale } from '@rihla/core'
import { useSetAtom } from 'jotai'
import { useMemo } from 'react'
import { Link } from '@rihla/core/routing'
import { formatDateRange, formatNumber } from '@rihla/i18n'
import { Button } from '@rihla/ui-kit/button'
import { ErrorState } from '@rihla/ui-kit/error-state'
import { Fact, FactList } from '@rihla/ui-kit/fact-list'
import { Skeleton } from '@rihla/ui-kit/skeleton'
import { Tab, TabList, TabPanel, Tabs } from '@rihla/ui-kit/tabs'
import { useMutation, useQueryClient, useSuspenseQuery } from '@tanstack/react-query'
import { createLazyRoute, getRouteApi, useNavigate, useRouter } from '@tanstack/react-router'
import type { ErrorComponentProps } from '@tanstack/react-router'
import ArrowLeft from 'lucide-react/icons/arrow-left'
import { resultsLocation } from '../address'
import { HotelPlace } from '../components/HotelCard/HotelCard'
import { PhotoGallery } from '../components/PhotoGallery/PhotoGallery'
import { RoomOffers } from '../components/RoomOffers/RoomOffers'
import { RoomsAndGuests } from '../components/RoomsField/RoomsAndGuests'
import { hotelDraftAtom } from '../draft'
import { hotelsQueries } from '../queries'
import * as layout from './screens.css'
import * as styles from './HotelDetail.css'

const route = getRouteApi('/{-$locale}/hotels/detail/$refId/$itineraryRefId')

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

/** The hotel's facts: where it is, how far from the Haram or the centre, its times. */
function Overview({ details }: { details: SingleItineraryResponse }) {
  const { i18n } = useLingui()
  const locale = useLocale()
  const { hotel, search, nights } = details
  const km = formatNumber(hotel.distance.meters / 1000, locale, { maximumFractionDigits: 1 })
  return (
    <FactList>
      <Fact term={<Trans>Your stay</Trans>}>
        {formatDateRange(search.checkIn, search.checkOut, locale, { dateStyle: 'medium' })} ·{' '}
        <Plural value={nights} one="# night" other="# nights" />
      </Fact>
      <Fact term={<Trans>Rooms and guests</Trans>}>
        <RoomsAndGuests rooms={search.rooms} />
      </Fact>
      <Fact term={<Trans>Location</Trans>}>
        <Trans>
          {hotel.district}, {hotel.city.name}
        </Trans>
      </Fact>
      <Fact term={<Trans>Distance</Trans>}>
        <Trans>
          {km} km from {hotel.distance.name}
        </Trans>
      </Fact>
      <Fact term={<Trans>Guest rating</Trans>}>
        {i18n._(
          msg`Rated ${i18n.number(hotel.rating, { maximumFractionDigits: 1 })} out of 10 (${hotel.reviewCount} reviews)`,
        )}
      </Fact>
    </FactList>
  )
}

/** The hotel's policies: check-in and check-out times, and how cancellation works here. */
function Policies({ details }: { details: SingleItineraryResponse }) {
  const { hotel } = details
  return (
    <div className={styles.panel}>
      <FactList>
        <Fact term={<Trans>Check-in time</Trans>}>
          <Trans>From {hotel.checkInTime}</Trans>
        </Fact>
        <Fact term={<Trans>Check-out time</Trans>}>
          <Trans>Until {hotel.checkOutTime}</Trans>
        </Fact>
      </FactList>
      <p className={styles.note}>
        <Trans>
          Each rate says whether it can be cancelled free of charge and until when. A non-refundable rate
          costs less but is not refunded if you cancel.
        </Trans>
      </p>
      <p className={styles.note}>
        <Trans>
          Each room needs one lead guest aged 18 or over, named at booking. Children stay in the room their
          ages were searched with.
        </Trans>
      </p>
    </div>
  )
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
          <Overview details={details.data} />
        </TabPanel>
        <TabPanel id="rooms">
          {quote.isError && !isSessionExpired(quote.error) ? (
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
          <Policies details={details.data} />
        </TabPanel>
      </Tabs>
      <SearchExpiredDialog onRefresh={searchAgain} onGoToSearch={searchAgain} />
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
