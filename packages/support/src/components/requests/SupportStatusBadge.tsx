import { useLingui } from '@lingui/react'
import type { SupportStatus } from '@rihla/api-contract/support'
import { Badge } from '@rihla/ui-kit/badge'
import { DESK_STATUS_LABELS, STATUS_LABELS, STATUS_TONES } from '../../labels'

/** A request's status; `desk` names "awaiting" from the agent's side. */
export function SupportStatusBadge({ status, desk = false }: { status: SupportStatus; desk?: boolean }) {
  const { i18n } = useLingui()
  return (
    <Badge tone={STATUS_TONES[status]}>{i18n._((desk ? DESK_STATUS_LABELS : STATUS_LABELS)[status])}</Badge>
  )
}
