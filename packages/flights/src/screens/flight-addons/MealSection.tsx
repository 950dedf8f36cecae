import { msg } from '@lingui/core/macro'
import { useLingui } from '@lingui/react'
import { Trans } from '@lingui/react/macro'
import { modalAtom, useApi, useLocale } from '@rihla/core'
import { Button } from '@rihla/ui-kit/button'
import { Skeleton } from '@rihla/ui-kit/skeleton'
import { useQuery } from '@tanstack/react-query'
import { useSetAtom } from 'jotai'
import { flightsQueries } from '../../queries'
import * as styles from '../FlightAddons.css'
import { AddonSection, OptionsError } from './AddonSection'
import type { StepProps } from './stepProps'

export function MealSection({ refId, quote, draft, travellers, labels }: StepProps) {
  const { i18n } = useLingui()
  const api = useApi()
  const locale = useLocale()
  const options = useQuery(flightsQueries.mealOptions(api, locale, refId))
  const openMeals = useSetAtom(modalAtom('mealSelection'))
  const segments = quote.itinerary.legs.flatMap((leg) => leg.segments)
  return (
    <AddonSection
      title={<Trans>Meals</Trans>}
      action={
        <Button variant="secondary" isDisabled={!options.isSuccess} onPress={() => openMeals(true)}>
          {draft.meals.length ? <Trans>Change meals</Trans> : <Trans>Choose meals</Trans>}
        </Button>
      }
    >
      {options.isPending ? (
        <div role="status" aria-label={i18n._(msg`Loading meals`)}>
          <Skeleton lines={2} />
        </div>
      ) : options.isError ? (
        <OptionsError title={i18n._(msg`Meals could not be loaded`)} onRetry={() => void options.refetch()} />
      ) : options.data.length === 0 ? (
        <p className={styles.muted}>
          <Trans>No special meals are offered on these flights.</Trans>
        </p>
      ) : draft.meals.length === 0 ? (
        <p className={styles.muted}>
          <Trans>No special meals chosen. The airline’s standard service applies.</Trans>
        </p>
      ) : (
        <ul className={styles.chosen}>
          {segments.map((segment) => {
            const chosen = draft.meals.filter((meal) => meal.segment === segment.id)
            if (!chosen.length) return null
            return (
              <li key={segment.id} className={styles.chosenGroup}>
                <span className={styles.route} dir="ltr">
                  {labels.segment(segment)}
                </span>
                <ul className={styles.travellerChoices}>
                  {chosen.map((meal) => {
                    const traveller = travellers.find((candidate) => candidate.index === meal.passenger)
                    const option = options.data.find(
                      (candidate) => candidate.code === meal.code && candidate.segment === meal.segment,
                    )
                    return (
                      <li key={meal.passenger}>
                        {traveller ? labels.traveller(traveller) : ''}: {option?.name ?? meal.code}
                      </li>
                    )
                  })}
                </ul>
              </li>
            )
          })}
        </ul>
      )}
    </AddonSection>
  )
}
