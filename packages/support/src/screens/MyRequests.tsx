import { msg } from '@lingui/core/macro'
import { useLingui } from '@lingui/react'
import { Trans } from '@lingui/react/macro'
import { SUPPORT_STATUSES } from '@rihla/api-contract/support'
import type { SupportStatus } from '@rihla/api-contract/support'
import { useLocale } from '@rihla/core'
import { localePath } from '@rihla/core/routing'
import { Link } from '@rihla/ui-kit/link'
import { Select, SelectItem } from '@rihla/ui-kit/select'
import { useQueryClient } from '@tanstack/react-query'
import { createLazyRoute, getRouteApi, useNavigate } from '@tanstack/react-router'
import Plus from 'lucide-react/icons/plus'
import { REALTIME_RESUBSCRIBED, useUserRealtimeEvent } from '@rihla/core/realtime'
import { RequestList } from '../components/requests/RequestList'
import { STATUS_LABELS } from '../labels'
import { supportQueries } from '../queries'
import type { RequestsSearch } from '../search'
import * as styles from './screens.css'

const route = getRouteApi('/{-$locale}/support')
const ALL = 'all'
const isStatus = (key: unknown): key is SupportStatus => SUPPORT_STATUSES.includes(key as SupportStatus)

/** My Requests (SPEC.md §2): the traveller's support requests, newest activity first. */
function MyRequests() {
  const { i18n } = useLingui()
  const locale = useLocale()
  const search = route.useSearch()
  const navigate = useNavigate()
  const queryClient = useQueryClient()
  const onSearch = (next: RequestsSearch) => void navigate({ to: '.', search: next, resetScroll: false })
  // Replies arrive on each request's own channel; the list catches up after a dropped connection.
  useUserRealtimeEvent(
    REALTIME_RESUBSCRIBED,
    () => void queryClient.invalidateQueries({ queryKey: supportQueries.all }),
  )
  const statuses = [
    { id: ALL, name: i18n._(msg`All statuses`) },
    ...SUPPORT_STATUSES.map((id) => ({ id, name: i18n._(STATUS_LABELS[id]) })),
  ]

  return (
    <div className={styles.page}>
      <div className={styles.titleRow}>
        <h1 className={styles.title}>
          <Trans>My Requests</Trans>
        </h1>
        <Link href={localePath('/support/create', locale)} appearance="primary">
          <Plus size={18} aria-hidden />
          <Trans>New request</Trans>
        </Link>
      </div>
      <div className={styles.filters}>
        <Select
          className={styles.filter}
          label={i18n._(msg`Status`)}
          items={statuses}
          value={search.status ?? ALL}
          onChange={(key) => onSearch({ status: isStatus(key) ? key : undefined })}
        >
          {(item) => <SelectItem id={item.id}>{item.name}</SelectItem>}
        </Select>
      </div>
      <RequestList search={search} onSearch={onSearch} />
    </div>
  )
}

export const Route = createLazyRoute('/{-$locale}/support')({ component: MyRequests })
