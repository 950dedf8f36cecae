import { SUPPORT_ISSUE_TYPES, SUPPORT_STATUSES } from '@rihla/api-contract/support'
import type { SupportIssueType } from '@rihla/api-contract/support'
import type { Locale } from '@rihla/api-contract'
import { localePath, searchEnum, searchPage, searchText } from '@rihla/core/routing'

const ASSIGNED = ['any', 'me', 'unassigned'] as const

/** The /support address: status filter and page; a value the page does not know is dropped. */
export const requestsSearch = (search: Record<string, unknown>) => ({
  status: searchEnum(SUPPORT_STATUSES, search.status),
  page: searchPage(search.page),
})
export type RequestsSearch = Partial<ReturnType<typeof requestsSearch>>

/** The /support/create address: the booking (its uuid) and the issue to start with. */
export const createSearch = (search: Record<string, unknown>) => ({
  order: searchText(search.order, 64),
  issue: searchEnum(SUPPORT_ISSUE_TYPES, search.issue),
})
export type CreateSearch = Partial<ReturnType<typeof createSearch>>

/** The desk's filters. */
export const deskSearch = (search: Record<string, unknown>) => ({
  status: searchEnum(SUPPORT_STATUSES, search.status),
  issue: searchEnum(SUPPORT_ISSUE_TYPES, search.issue),
  assigned: searchEnum(ASSIGNED, search.assigned),
})
export type DeskSearch = Partial<ReturnType<typeof deskSearch>>

/** A new request about a booking (its uuid), e.g. from the booking's page: "ask support to cancel". */
export function supportCreateHref(locale: Locale, bookingUuid?: string, issue?: SupportIssueType) {
  const query = new URLSearchParams()
  if (bookingUuid) query.set('order', bookingUuid)
  if (issue) query.set('issue', issue)
  const search = query.toString()
  return `${localePath('/support/create', locale)}${search ? `?${search}` : ''}`
}
