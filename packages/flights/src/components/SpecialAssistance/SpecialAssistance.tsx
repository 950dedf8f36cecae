import { msg } from '@lingui/core/macro'
import { useLingui } from '@lingui/react'
import { Trans } from '@lingui/react/macro'
import { useApi, useLocale } from '@rihla/core'
import { Button } from '@rihla/ui-kit/button'
import { Checkbox, CheckboxGroup } from '@rihla/ui-kit/checkbox'
import { ErrorState } from '@rihla/ui-kit/error-state'
import { Skeleton } from '@rihla/ui-kit/skeleton'
import { useQuery } from '@tanstack/react-query'
import { useId, useState } from 'react'
import { ssrCodesOf, withSsr } from '../../addons'
import type { Traveller } from '../../addons'
import type { FlightDraft } from '../../draft'
import { flightsQueries } from '../../queries'
import type { AddonLabels } from '../addonLabels'
import * as styles from './SpecialAssistance.css'

interface SpecialAssistanceProps {
  refId: string
  ssr: FlightDraft['ssr']
  travellers: Traveller[]
  labels: AddonLabels
  onChange: (ssr: FlightDraft['ssr']) => void
}

/** Optional special assistance per passenger; folded away until asked for or already chosen. */
export function SpecialAssistance({ refId, ssr, travellers, labels, onChange }: SpecialAssistanceProps) {
  const { i18n } = useLingui()
  const api = useApi()
  const locale = useLocale()
  const panelId = useId()
  const options = useQuery(flightsQueries.ssrOptions(api, locale, refId))
  const [isExpanded, setExpanded] = useState(ssr.length > 0)

  if (options.isPending) {
    return (
      <div role="status" aria-label={i18n._(msg`Loading special assistance`)}>
        <Skeleton lines={2} />
      </div>
    )
  }
  if (options.isError) {
    return (
      <ErrorState
        headingLevel={3}
        role="alert"
        illustration={null}
        title={i18n._(msg`Special assistance could not be loaded`)}
        description={i18n._(msg`Please try again.`)}
        actions={
          <Button variant="secondary" onPress={() => void options.refetch()}>
            <Trans>Try again</Trans>
          </Button>
        }
      />
    )
  }
  if (options.data.length === 0) {
    return (
      <p className={styles.chosen}>
        <Trans>No special assistance can be requested on this booking.</Trans>
      </p>
    )
  }
  const names = new Map(options.data.map((option) => [option.code, option.name]))
  return (
    <div className={styles.root}>
      <p className={styles.chosen}>
        {ssr.length === 0 ? (
          <Trans>No special assistance requested.</Trans>
        ) : (
          travellers
            .flatMap((traveller) => {
              const codes = ssrCodesOf(ssr, traveller.index)
              if (!codes.length) return []
              const requested = codes.map((code) => names.get(code) ?? code).join(', ')
              return [`${labels.traveller(traveller)}: ${requested}`]
            })
            .join(' · ')
        )}
      </p>
      <div>
        <Button
          variant="ghost"
          aria-expanded={isExpanded}
          aria-controls={panelId}
          onPress={() => setExpanded(!isExpanded)}
        >
          {isExpanded ? <Trans>Hide special assistance</Trans> : <Trans>Request special assistance</Trans>}
        </Button>
      </div>
      {isExpanded ? (
        <div id={panelId} className={styles.groups}>
          {travellers.map((traveller) => (
            <CheckboxGroup
              key={traveller.index}
              label={labels.traveller(traveller)}
              value={ssrCodesOf(ssr, traveller.index)}
              onChange={(codes) => onChange(withSsr(ssr, traveller.index, codes))}
            >
              {options.data.map((option) => (
                <Checkbox key={option.code} value={option.code}>
                  {option.name}
                </Checkbox>
              ))}
            </CheckboxGroup>
          ))}
        </div>
      ) : null}
    </div>
  )
}
