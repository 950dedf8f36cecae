import { msg } from '@lingui/core/macro'
import { useLingui } from '@lingui/react'
import { Trans } from '@lingui/react/macro'
import type { Quote } from '@rihla/api-contract/flights'
import { modalAtom, useApi, useLocale } from '@rihla/core'
import { formatNumber } from '@rihla/i18n'
import { Button } from '@rihla/ui-kit/button'
import { ErrorState } from '@rihla/ui-kit/error-state'
import { Modal } from '@rihla/ui-kit/modal'
import { Radio, RadioGroup } from '@rihla/ui-kit/radio-group'
import { Skeleton } from '@rihla/ui-kit/skeleton'
import { useQuery } from '@tanstack/react-query'
import { useAtom } from 'jotai'
import { useId, useState } from 'react'
import { baggageChoiceOf, withBaggage } from '../../addons'
import type { BaggageOption, Traveller } from '../../addons'
import type { FlightDraft } from '../../draft'
import { flightsQueries } from '../../queries'
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
  const [choices, setChoices] = useState(baggage)
  // Each opening starts from the saved choices; Cancel forgets what was changed.
  const [openedWith, setOpenedWith] = useState<FlightDraft['baggage'] | null>(null)
  if (isOpen && openedWith !== baggage) {
    setOpenedWith(baggage)
    setChoices(baggage)
  }
  if (!isOpen && openedWith) setOpenedWith(null)

  return (
    <Modal
      isOpen={isOpen}
      onOpenChange={setOpen}
      title={i18n._(msg`Extra baggage`)}
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
            <Trans>Save baggage</Trans>
          </Button>
        </div>
      )}
    >
      {options.isPending ? (
        <div role="status" aria-label={i18n._(msg`Loading baggage options`)}>
          <Skeleton lines={6} />
        </div>
      ) : options.isError ? (
        <ErrorState
          headingLevel={3}
          role="alert"
          title={i18n._(msg`Baggage options could not be loaded`)}
          description={i18n._(msg`Please try again.`)}
          actions={
            <Button variant="secondary" onPress={() => void options.refetch()}>
              <Trans>Try again</Trans>
            </Button>
          }
        />
      ) : (
        <div className={styles.body}>
          <IncludedBaggage fare={quote.fare} />
          {quote.itinerary.legs.map((leg, legIndex) => {
            const legOptions: BaggageOption[] = options.data.filter((option) => option.leg === legIndex)
            return (
              <section key={legIndex} className={styles.leg} aria-labelledby={`${headingId}-${legIndex}`}>
                <h3 id={`${headingId}-${legIndex}`} className={styles.legTitle}>
                  <span dir="ltr">{labels.leg(leg)}</span>
                </h3>
                {legOptions.length === 0 ? (
                  <p className={styles.muted}>
                    <Trans>No extra baggage can be bought for this flight.</Trans>
                  </p>
                ) : (
                  travellers.map((traveller) => (
                    <RadioGroup
                      key={traveller.index}
                      label={labels.traveller(traveller)}
                      orientation="horizontal"
                      value={baggageChoiceOf(choices, options.data, traveller.index, legIndex)?.id ?? NONE}
                      onChange={(value) =>
                        setChoices((current) =>
                          withBaggage(
                            current,
                            options.data,
                            traveller.index,
                            legIndex,
                            value === NONE ? null : value,
                          ),
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
                  ))
                )}
              </section>
            )
          })}
        </div>
      )}
    </Modal>
  )
}
