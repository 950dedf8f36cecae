import { msg } from '@lingui/core/macro'
import { useLingui } from '@lingui/react'
import { Trans } from '@lingui/react/macro'
import type { Cabin } from '@rihla/api-contract/flights'
import { Button } from '@rihla/ui-kit/button'
import { EmptyState } from '@rihla/ui-kit/empty-state'
import { useFlightLabels } from '../labels'

export interface NoResultsProps {
  cabin: Cabin
  onChangeSearch: () => void
  /** The same search in Economy. */
  onSearchEconomy: () => void
}

/**
 * Nothing found. Above Economy the class is the likely reason (on many domestic routes and days only
 * low-cost airlines fly, and they sell Economy alone), so the traveller is told so and offered the
 * same search in Economy in one press.
 */
export function NoResults({ cabin, onChangeSearch, onSearchEconomy }: NoResultsProps) {
  const { i18n } = useLingui()
  const labels = useFlightLabels()
  if (cabin === 'economy') {
    return (
      <EmptyState
        headingLevel={2}
        title={i18n._(msg`No Record Found`)}
        description={i18n._(msg`No flights fly this route on these dates. Try other dates or airports.`)}
        actions={
          <Button variant="secondary" onPress={onChangeSearch}>
            <Trans>Change search</Trans>
          </Button>
        }
      />
    )
  }
  const cabinName = labels.cabin(cabin)
  return (
    <EmptyState
      headingLevel={2}
      title={i18n._(msg`No ${cabinName} fares found`)}
      description={i18n._(
        msg`On this route and these dates the flights may all be low-cost airlines, which sell Economy only. Search Economy, or try other dates.`,
      )}
      actions={
        <>
          <Button variant="primary" onPress={onSearchEconomy}>
            <Trans>Search Economy</Trans>
          </Button>
          <Button variant="secondary" onPress={onChangeSearch}>
            <Trans>Change search</Trans>
          </Button>
        </>
      }
    />
  )
}
