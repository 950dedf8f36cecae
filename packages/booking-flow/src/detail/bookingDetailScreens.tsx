import type { ApiClients } from '@rihla/api-clients'
import { useApi, useLocale } from '@rihla/core'
import type { Locale } from '@rihla/i18n'
import { useQueryClient, useSuspenseQuery } from '@tanstack/react-query'
import type { QueryKey, UseSuspenseQueryOptions } from '@tanstack/react-query'
import { useParams } from '@tanstack/react-router'
import type { ErrorComponentProps } from '@tanstack/react-router'
import type { ComponentType, ReactNode } from 'react'
import { StepPage } from '../page/StepPage'
import { BookingLoadError } from './BookingLoadError'
import { BookingPageLoading } from './BookingPageLoading'
import { useLiveBooking } from './useLiveBooking'

/**
 * A booking detail route's screens (`/{vertical}/booking-detail/$uuid`) in the page's frame: the booking
 * the vertical draws, kept live as its status changes; the loading page; and the flow's load error.
 */
export function bookingDetailScreens<T, Key extends QueryKey>({
  title,
  query,
  Booking,
}: {
  title: ReactNode
  /** The booking's query, by its uuid in the address. */
  query: (api: ApiClients, locale: Locale, uuid: string) => UseSuspenseQueryOptions<T, Error, T, Key>
  Booking: ComponentType<{ detail: T }>
}) {
  const Page = ({ children }: { children: ReactNode }) => <StepPage title={title}>{children}</StepPage>
  function BookingDetail() {
    const api = useApi()
    const locale = useLocale()
    const queryClient = useQueryClient()
    // Read loosely: which params a package's types know depends on the routes its build registers.
    const uuid = useParams({
      strict: false,
      select: (params: Record<string, unknown>) => (typeof params.uuid === 'string' ? params.uuid : ''),
    })
    const options = query(api, locale, uuid)
    const detail = useSuspenseQuery(options)
    useLiveBooking(uuid, () => void queryClient.invalidateQueries({ queryKey: options.queryKey }))
    return (
      <Page>
        <Booking detail={detail.data} />
      </Page>
    )
  }
  return {
    component: BookingDetail,
    pendingComponent: () => (
      <Page>
        <BookingPageLoading />
      </Page>
    ),
    errorComponent: (props: ErrorComponentProps) => (
      <Page>
        <BookingLoadError {...props} />
      </Page>
    ),
  }
}
