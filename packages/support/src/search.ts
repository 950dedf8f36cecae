import { SUPPORT_ISSUE_TYPES, SUPPORT_STATUSES } from '@rihla/api-contract'
import { searchEnum, searchPage, searchText } from '@rihla/core/routing'

/** Whose requests the desk lists. */
export const DESK_ASSIGNED = ['any', 'me', 'unassigned'] as const

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
  assigned: searchEnum(DESK_ASSIGNED, search.assigned),
})
export type DeskSearch = Partial<ReturnType<typeof deskSearch>>
