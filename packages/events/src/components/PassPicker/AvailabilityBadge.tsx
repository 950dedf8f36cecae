import { Plural, Trans } from '@lingui/react/macro'
import type { Availability } from '@rihla/api-contract/events'
import { Badge } from '@rihla/ui-kit/badge'

/** "Sold out" or "Few left" ("3 left" when the count is known); nothing while plenty are on sale. */
export function AvailabilityBadge({
  availability,
  left,
}: {
  availability: Availability
  left?: number | null
}) {
  if (availability === 'sold_out')
    return (
      <Badge tone="danger">
        <Trans>Sold out</Trans>
      </Badge>
    )
  if (availability === 'few_left')
    return (
      <Badge tone="warning">
        {left ? <Plural value={left} one="Only # left" other="Only # left" /> : <Trans>Few left</Trans>}
      </Badge>
    )
  return null
}
