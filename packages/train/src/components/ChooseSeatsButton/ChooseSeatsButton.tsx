import { msg } from '@lingui/core/macro'
import { useLingui } from '@lingui/react'
import { Trans } from '@lingui/react/macro'
import type { Train, TrainClass } from '@rihla/api-contract/trains'
import { useLocale } from '@rihla/core'
import { formatTime } from '@rihla/i18n'
import { Button } from '@rihla/ui-kit/button'

/** A class's way on to its seats, named with the class and the train (a results page lists many). */
export function ChooseSeatsButton({
  train,
  offer,
  variant,
  onChoose,
}: {
  train: Train
  offer: Train['classes'][number]
  variant: 'primary' | 'secondary'
  onChoose: (trainClass: TrainClass) => void
}) {
  const { i18n } = useLingui()
  const locale = useLocale()
  return (
    <Button
      variant={variant}
      size="sm"
      isDisabled={offer.seatsLeft === 0}
      onPress={() => onChoose(offer.class)}
      aria-label={i18n._(
        msg`Choose seats: ${offer.name}, ${train.id} at ${formatTime(train.departure, locale)}`,
      )}
    >
      <Trans>Choose seats</Trans>
    </Button>
  )
}
