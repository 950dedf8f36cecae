import type { ScreenContext } from '@rihla/booking-flow/steps'
import { useApi, useLocale } from '@rihla/core'
import { localePath } from '@rihla/core/routing'
import { useQuery, useSuspenseQuery } from '@tanstack/react-query'
import { redirect } from '@tanstack/react-router'
import { useAtomValue } from 'jotai'
import { useMemo } from 'react'
import { eventDraftAtom } from '../draft'
import { eventsQueries } from '../queries'

/**
 * A step's loader: the quote of the passes chosen for this event in this tab; with none, back to the
 * pass selection. A failure (expired) is the step's error to show.
 */
export async function loadQuoted(context: ScreenContext, params: { id: string }) {
  const refId = context.store.get(eventDraftAtom(params.id)).refId
  if (!refId)
    throw redirect({
      href: localePath(`/events/${encodeURIComponent(params.id)}/select-pass`, context.locale),
    })
  await context.queryClient.ensureQueryData(eventsQueries.quoted(context.api, context.locale, refId))
}

/** The step's quote if the loader has it already (a step's frame, drawn while it loads too); else undefined. */
export function useCachedQuote(eventId: string) {
  const api = useApi()
  const locale = useLocale()
  const draft = useAtomValue(useMemo(() => eventDraftAtom(eventId), [eventId]))
  return useQuery({ ...eventsQueries.quoted(api, locale, draft.refId ?? ''), enabled: false }).data
}

/** The step's quote, by the draft's RefID (the loader has made sure there is one). */
export function useQuoted(eventId: string) {
  const api = useApi()
  const locale = useLocale()
  const draft = useAtomValue(useMemo(() => eventDraftAtom(eventId), [eventId]))
  const refId = draft.refId ?? ''
  return { refId, quote: useSuspenseQuery(eventsQueries.quoted(api, locale, refId)).data, draft }
}
