import { msg } from '@lingui/core/macro'
import { useLingui } from '@lingui/react'
import { Trans } from '@lingui/react/macro'
import { useApi, useForgetEndedSession, useLocale } from '@rihla/core'
import { localePath } from '@rihla/core/routing'
import { formatNumber } from '@rihla/i18n'
import { Button } from '@rihla/ui-kit/button'
import { Pager } from '@rihla/ui-kit/pager'
import { EmptyState } from '@rihla/ui-kit/empty-state'
import { ErrorState } from '@rihla/ui-kit/error-state'
import { Link } from '@rihla/ui-kit/link'
import { Skeleton } from '@rihla/ui-kit/skeleton'
import { useQuery } from '@tanstack/react-query'
import { supportQueries } from '../../queries'
import type { RequestsSearch } from '../../search'
import * as styles from '../../screens/screens.css'
import { RequestCard } from './RequestCard'

export interface RequestListProps {
  search: RequestsSearch
  onSearch: (next: RequestsSearch) => void
}

/** One page of the traveller's requests, newest activity first, with its pager. */
export function RequestList({ search, onSearch }: RequestListProps) {
  const { i18n } = useLingui()
  const api = useApi()
  const locale = useLocale()
  const list = useQuery(supportQueries.list(api, locale, search))
  useForgetEndedSession(list.error)

  if (list.isPending) {
    return (
      <div className={styles.list} role="status" aria-label={i18n._(msg`Loading your requests`)}>
        {[0, 1, 2].map((index) => (
          <Skeleton key={index} lines={4} />
        ))}
      </div>
    )
  }
  if (list.isError && !list.data) {
    return (
      <ErrorState
        headingLevel={2}
        role="alert"
        title={i18n._(msg`Failed to load your requests`)}
        description={i18n._(msg`Please check your connection and try again.`)}
        actions={
          <Button variant="secondary" onPress={() => void list.refetch()}>
            <Trans>Try again</Trans>
          </Button>
        }
      />
    )
  }
  const { requests, total, page, perPage } = list.data
  const totalPages = Math.max(1, Math.ceil(total / perPage))
  if (requests.length === 0) {
    return (
      <EmptyState
        illustration="empty"
        headingLevel={2}
        title={search.status ? i18n._(msg`No requests with this status`) : i18n._(msg`No requests yet`)}
        description={
          search.status
            ? i18n._(msg`Choose another status to see your other requests.`)
            : i18n._(msg`Ask us about any of your bookings: a change, a refund, baggage or anything else.`)
        }
        actions={
          search.status ? (
            <Button variant="secondary" onPress={() => onSearch({})}>
              <Trans>Show all requests</Trans>
            </Button>
          ) : (
            <Link href={localePath('/support/create', locale)} appearance="primary">
              <Trans>New request</Trans>
            </Link>
          )
        }
      />
    )
  }
  return (
    <>
      <p className={styles.count} role="status">
        {total === 1 ? i18n._(msg`1 request`) : i18n._(msg`${formatNumber(total, locale)} requests`)}
      </p>
      <ul className={styles.list} aria-busy={list.isPlaceholderData}>
        {requests.map((request) => (
          <li key={request.id}>
            <RequestCard request={request} />
          </li>
        ))}
      </ul>
      <Pager
        page={page}
        totalPages={totalPages}
        onPage={(next) => onSearch({ ...search, page: next === 1 ? undefined : next })}
        label={i18n._(msg`Request pages`)}
        previousLabel={<Trans>Previous</Trans>}
        nextLabel={<Trans>Next</Trans>}
        status={i18n._(msg`Page ${formatNumber(page, locale)} of ${formatNumber(totalPages, locale)}`)}
      />
    </>
  )
}
