import { msg } from '@lingui/core/macro'
import { useLingui } from '@lingui/react'
import { Trans } from '@lingui/react/macro'
import type { Quote } from '@rihla/api-contract/flight-booking'
import { modalAtom, useApi, useLocale } from '@rihla/core'
import { formatNumber } from '@rihla/i18n'
import { Radio, RadioGroup } from '@rihla/ui-kit/radio-group'
import { useQuery } from '@tanstack/react-query'
import { useAtom } from 'jotai'
import { useId } from 'react'
import { baggageChoiceOf, withBaggage } from '../../addons'
import type { BaggageOption, Traveller } from '../../addons'
import type { FlightDraft } from '../../draft'
import { flightsQueries } from '../../queries'
import { AddonDialog, AddonFlight, useChoicesWhileOpen } from '../AddonDialog/AddonDialog'
import type { AddonLabels } from '../addonLabels'
import * as styles from './BaggageDialog.css'

interface BaggageDialogProps {
  refId: string
  quote: Quote
  baggage: FlightDraft['baggage']
  travellers: Traveller[]
  labels: AddonLabels
  /** Saving decides about every leg: what was chosen, "No extra baggage" elsewhere. */
  onSave: (baggage: FlightDraft['baggage']) => void
}

const NONE = 'none'

/** What the fare already carries for each passenger. */
export function IncludedBaggage({ fare }: { fare: Quote['fare'] }) {
  const { i18n } = useLingui()
  const locale = useLocale()
  const cabin = formatNumber(fare.baggage.cabinKg, locale)
  const pieces = formatNumber(fare.baggage.checkedPieces, locale)
  const kg = formatNumber(fare.baggage.checkedKg, locale)
  return (
    <p className={styles.allowance}>
      {fare.baggage.checkedPieces > 0
        ? i18n._(
            msg`Included in your fare, per passenger: ${pieces} × ${kg} kg checked baggage and ${cabin} kg cabin baggage.`,
          )
        : i18n._(msg`Your fare includes ${cabin} kg cabin baggage per passenger and no checked baggage.`)}
    </p>
  )
}

/** The `baggageUpgrade` modal: extra checked baggage per passenger and leg. */
export function BaggageDialog({ refId, quote, baggage, travellers, labels, onSave }: BaggageDialogProps) {
  const { i18n } = useLingui()
  const api = useApi()
  const locale = useLocale()
  const [isOpen, setOpen] = useAtom(modalAtom('baggageUpgrade'))
  const headingId = useId()
  const options = useQuery({ ...flightsQueries.baggageOptions(api, locale, refId), enabled: isOpen })
  const [choices, setChoices] = useChoicesWhileOpen(isOpen, baggage)

  return (
    <AddonDialog
      isOpen={isOpen}
      onOpenChange={setOpen}
      title={i18n._(msg`Extra baggage`)}
      options={options}
      loadingLabel={msg`Loading baggage options`}
      errorTitle={msg`Baggage options could not be loaded`}
      saveLabel={<Trans>Save baggage</Trans>}
      onSave={() => onSave(choices)}
    >
      {(data) => (
        <>
          <IncludedBaggage fare={quote.fare} />
          {quote.itinerary.legs.map((leg, legIndex) => {
            const legOptions: BaggageOption[] = data.filter((option) => option.leg === legIndex)
            return (
              <AddonFlight
                key={legIndex}
                id={`${headingId}-${legIndex}`}
                title={labels.leg(leg)}
                empty={
                  legOptions.length === 0 ? (
                    <Trans>No extra baggage can be bought for this flight.</Trans>
                  ) : null
                }
              >
                {travellers.map((traveller) => (
                  <RadioGroup
                    key={traveller.index}
                    label={labels.traveller(traveller)}
                    orientation="horizontal"
                    value={baggageChoiceOf(choices, data, traveller.index, legIndex)?.id ?? NONE}
                    onChange={(value) =>
                      setChoices((current) =>
                        withBaggage(current, data, traveller.index, legIndex, value === NONE ? null : value),
                      )
                    }
                  >
                    <Radio value={NONE}>
                      <Trans>No extra baggage</Trans>
                    </Radio>
                    {legOptions.map((option) => {
                      const kg = formatNumber(option.kg, locale)
                      const price = labels.money(option.price)
                      return (
                        <Radio key={option.id} value={option.id}>
                          {i18n._(msg`${kg} kg · ${price}`)}
                        </Radio>
                      )
                    })}
                  </RadioGroup>
                ))}
              </AddonFlight>
            )
          })}
        </>
      )}
    </AddonDialog>
  )
}
