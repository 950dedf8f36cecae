import { msg } from '@lingui/core/macro'
import { useLingui } from '@lingui/react'
import { Trans } from '@lingui/react/macro'
import type { SearchCriteria } from '@rihla/api-contract/flights'
import { useCopyText, useLocale } from '@rihla/core'
import { formatNumber } from '@rihla/i18n'
import { Button } from '@rihla/ui-kit/button'
import Share2 from 'lucide-react/icons/share-2'
import { memo } from 'react'
import { useFlightLabels } from '../labels'
import { RouteText } from '../RouteText/RouteText'
import * as styles from './ResultsHeader.css'

export interface ResultsHeaderProps {
  criteria: SearchCriteria
  onModifySearch: () => void
}

/**
 * The results page's heading: the route, the class and the party, with Share (copies the page's link)
 * and Modify search. Memoised: the search's answers re-render the page, never this.
 */
export const ResultsHeader = memo(function ResultsHeader({ criteria, onModifySearch }: ResultsHeaderProps) {
  const { i18n } = useLingui()
  const locale = useLocale()
  const labels = useFlightLabels()
  const copyText = useCopyText()
  const passengers = criteria.adults + criteria.children + criteria.infants
  const passengerCount = formatNumber(passengers, locale)
  return (
    <header className={styles.header}>
      <div>
        <h1 className={styles.title}>
          <RouteText legs={criteria.legs} />
        </h1>
        <p className={styles.summary}>
          {labels.cabin(criteria.cabin)} ·{' '}
          {passengers === 1 ? i18n._(msg`1 passenger`) : i18n._(msg`${passengerCount} passengers`)}
        </p>
      </div>
      <div className={styles.actions}>
        <Button
          variant="secondary"
          startIcon={<Share2 size={18} aria-hidden />}
          onPress={() =>
            void copyText(window.location.href, {
              copied: i18n._(msg`Flight link is copied`),
              failed: {
                title: i18n._(msg`The link could not be copied`),
                description: window.location.href,
              },
            })
          }
        >
          <Trans>Share</Trans>
        </Button>
        <Button variant="ghost" onPress={onModifySearch}>
          <Trans>Modify search</Trans>
        </Button>
      </div>
    </header>
  )
})
