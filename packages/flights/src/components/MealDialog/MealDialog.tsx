import { msg } from '@lingui/core/macro'
import { useLingui } from '@lingui/react'
import { Trans } from '@lingui/react/macro'
import type { Quote } from '@rihla/api-contract/flight-booking'
import { modalAtom, useApi, useLocale } from '@rihla/core'
import { Select, SelectItem } from '@rihla/ui-kit/select'
import { useQuery } from '@tanstack/react-query'
import { useAtom } from 'jotai'
import { useId } from 'react'
import { mealChoiceOf, withMeal } from '../../addons'
import type { Traveller } from '../../addons'
import type { FlightDraft } from '../../draft'
import { flightsQueries } from '../../queries'
import { AddonDialog, AddonFlight, useChoicesWhileOpen } from '../AddonDialog/AddonDialog'
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
  const [choices, setChoices] = useChoicesWhileOpen(isOpen, meals)

  const segments = quote.itinerary.legs.flatMap((leg) => leg.segments)
  return (
    <AddonDialog
      isOpen={isOpen}
      onOpenChange={setOpen}
      title={i18n._(msg`Meals`)}
      options={options}
      loadingLabel={msg`Loading meals`}
      errorTitle={msg`Meals could not be loaded`}
      saveLabel={<Trans>Save meals</Trans>}
      onSave={() => onSave(choices)}
    >
      {(data) =>
        segments.map((segment) => {
          const menu = data.filter((meal) => meal.segment === segment.id)
          return (
            <AddonFlight
              key={segment.id}
              id={`${headingId}-${segment.id}`}
              title={labels.segment(segment)}
              empty={menu.length === 0 ? <Trans>No special meals are offered on this flight.</Trans> : null}
            >
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
            </AddonFlight>
          )
        })
      }
    </AddonDialog>
  )
}
