import { msg } from '@lingui/core/macro'
import { useLingui } from '@lingui/react'
import { Trans } from '@lingui/react/macro'
import type { Quote } from '@rihla/api-contract/flights'
import { modalAtom, useApi, useLocale } from '@rihla/core'
import { Button } from '@rihla/ui-kit/button'
import { ErrorState } from '@rihla/ui-kit/error-state'
import { Modal } from '@rihla/ui-kit/modal'
import { Select, SelectItem } from '@rihla/ui-kit/select'
import { Skeleton } from '@rihla/ui-kit/skeleton'
import { useQuery } from '@tanstack/react-query'
import { useAtom } from 'jotai'
import { useId, useState } from 'react'
import { mealChoiceOf, withMeal } from '../../addons'
import type { Traveller } from '../../addons'
import type { FlightDraft } from '../../draft'
import { flightsQueries } from '../../queries'
import type { AddonLabels } from '../addonLabels'
import * as styles from './MealDialog.css'

interface MealDialogProps {
  refId: string
  quote: Quote
  meals: FlightDraft['meals']
  travellers: Traveller[]
  labels: AddonLabels
  onSave: (meals: FlightDraft['meals']) => void
}

const NONE = 'none'

/** The `mealSelection` modal: a special meal per passenger on each flight. */
export function MealDialog({ refId, quote, meals, travellers, labels, onSave }: MealDialogProps) {
  const { i18n } = useLingui()
  const api = useApi()
  const locale = useLocale()
  const headingId = useId()
  const [isOpen, setOpen] = useAtom(modalAtom('mealSelection'))
  const options = useQuery({ ...flightsQueries.mealOptions(api, locale, refId), enabled: isOpen })
  const [choices, setChoices] = useState(meals)
  // Each opening starts from the saved choices; Cancel forgets what was changed.
  const [openedWith, setOpenedWith] = useState<FlightDraft['meals'] | null>(null)
  if (isOpen && openedWith !== meals) {
    setOpenedWith(meals)
    setChoices(meals)
  }
  if (!isOpen && openedWith) setOpenedWith(null)

  const segments = quote.itinerary.legs.flatMap((leg) => leg.segments)
  return (
    <Modal
      isOpen={isOpen}
      onOpenChange={setOpen}
      title={i18n._(msg`Meals`)}
      closeLabel={i18n._(msg`Close`)}
      size="lg"
      footer={(close) => (
        <div className={styles.footer}>
          <Button variant="secondary" onPress={close}>
            <Trans>Cancel</Trans>
          </Button>
          <Button
            variant="primary"
            isDisabled={!options.isSuccess}
            onPress={() => {
              onSave(choices)
              close()
            }}
          >
            <Trans>Save meals</Trans>
          </Button>
        </div>
      )}
    >
      {options.isPending ? (
        <div role="status" aria-label={i18n._(msg`Loading meals`)}>
          <Skeleton lines={6} />
        </div>
      ) : options.isError ? (
        <ErrorState
          headingLevel={3}
          role="alert"
          title={i18n._(msg`Meals could not be loaded`)}
          description={i18n._(msg`Please try again.`)}
          actions={
            <Button variant="secondary" onPress={() => void options.refetch()}>
              <Trans>Try again</Trans>
            </Button>
          }
        />
      ) : (
        <div className={styles.body}>
          {segments.map((segment) => {
            const menu = options.data.filter((meal) => meal.segment === segment.id)
            return (
              <section
                key={segment.id}
                className={styles.flight}
                aria-labelledby={`${headingId}-${segment.id}`}
              >
                <h3 id={`${headingId}-${segment.id}`} className={styles.flightTitle}>
                  <span dir="ltr">{labels.segment(segment)}</span>
                </h3>
                {menu.length === 0 ? (
                  <p className={styles.muted}>
                    <Trans>No special meals are offered on this flight.</Trans>
                  </p>
                ) : (
                  <div className={styles.choices}>
                    {travellers.map((traveller) => (
                      <Select
                        key={traveller.index}
                        label={labels.traveller(traveller)}
                        value={mealChoiceOf(choices, traveller.index, segment.id) ?? NONE}
                        onChange={(key) =>
                          setChoices((current) =>
                            withMeal(
                              current,
                              traveller.index,
                              segment.id,
                              key === NONE || key === null ? null : String(key),
                            ),
                          )
                        }
                      >
                        <SelectItem id={NONE}>{i18n._(msg`No special meal`)}</SelectItem>
                        {menu.map((meal) => {
                          const text = `${meal.name} · ${labels.price(meal.price)}`
                          return (
                            <SelectItem key={meal.code} id={meal.code} textValue={text}>
                              {text}
                            </SelectItem>
                          )
                        })}
                      </Select>
                    ))}
                  </div>
                )}
              </section>
            )
          })}
        </div>
      )}
    </Modal>
  )
}
