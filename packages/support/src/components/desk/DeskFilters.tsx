import { msg } from '@lingui/core/macro'
import { useLingui } from '@lingui/react'
import { SUPPORT_ISSUE_TYPES, SUPPORT_STATUSES } from '@rihla/api-contract/support'
import type { SupportIssueType, SupportStatus } from '@rihla/api-contract/support'
import { Select, SelectItem } from '@rihla/ui-kit/select'
import { DESK_STATUS_LABELS, ISSUE_LABELS } from '../../labels'
import { DESK_ASSIGNED } from '../../search'
import type { DeskSearch } from '../../search'
import * as styles from '../../screens/screens.css'

const ALL = 'all'
const isStatus = (key: unknown): key is SupportStatus => SUPPORT_STATUSES.includes(key as SupportStatus)
const isIssue = (key: unknown): key is SupportIssueType =>
  SUPPORT_ISSUE_TYPES.includes(key as SupportIssueType)
const isAssigned = (key: unknown): key is (typeof DESK_ASSIGNED)[number] =>
  DESK_ASSIGNED.includes(key as 'any')

/** The queue's filters: status (the active ones unless chosen), issue, and whose requests. */
export function DeskFilters({
  search,
  onSearch,
}: {
  search: DeskSearch
  onSearch: (next: DeskSearch) => void
}) {
  const { i18n } = useLingui()
  const statuses = [
    { id: ALL, name: i18n._(msg`Open and awaiting`) },
    ...SUPPORT_STATUSES.map((id) => ({ id, name: i18n._(DESK_STATUS_LABELS[id]) })),
  ]
  const issues = [
    { id: ALL, name: i18n._(msg`All issues`) },
    ...SUPPORT_ISSUE_TYPES.map((id) => ({ id, name: i18n._(ISSUE_LABELS[id]) })),
  ]
  const assigned = [
    { id: 'any', name: i18n._(msg`Anyone`) },
    { id: 'me', name: i18n._(msg`Me`) },
    { id: 'unassigned', name: i18n._(msg`Unassigned`) },
  ]
  return (
    <div className={styles.filters} role="group" aria-label={i18n._(msg`Filter the queue`)}>
      <Select
        className={styles.filter}
        label={i18n._(msg`Status`)}
        items={statuses}
        value={search.status ?? ALL}
        onChange={(key) => onSearch({ ...search, status: isStatus(key) ? key : undefined })}
      >
        {(item) => <SelectItem id={item.id}>{item.name}</SelectItem>}
      </Select>
      <Select
        className={styles.filter}
        label={i18n._(msg`Issue`)}
        items={issues}
        value={search.issue ?? ALL}
        onChange={(key) => onSearch({ ...search, issue: isIssue(key) ? key : undefined })}
      >
        {(item) => <SelectItem id={item.id}>{item.name}</SelectItem>}
      </Select>
      <Select
        className={styles.filter}
        label={i18n._(msg`Assigned to`)}
        items={assigned}
        value={search.assigned ?? 'any'}
        onChange={(key) =>
          onSearch({ ...search, assigned: isAssigned(key) && key !== 'any' ? key : undefined })
        }
      >
        {(item) => <SelectItem id={item.id}>{item.name}</SelectItem>}
      </Select>
    </div>
  )
}
