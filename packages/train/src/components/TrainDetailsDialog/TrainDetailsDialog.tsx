import { msg } from '@lingui/core/macro'
import { useLingui } from '@lingui/react'
import type { Train, TrainClass } from '@rihla/api-contract/trains'
import { modalAtom, useLocale } from '@rihla/core'
import { Modal } from '@rihla/ui-kit/modal'
import { useAtom } from 'jotai'
import { durationText, stopsBetween, stopsText } from '../../format'
import { ClassFares } from './ClassFares'
import { StopList } from './StopList'
import * as styles from './StopList.css'

/** The `trainDetails` modal: the chosen train's line, duration, every stop of its run and its fares. */
export function TrainDetailsDialog({
  train,
  onChoose,
}: {
  train: Train | null
  /** Closes the dialog on the seats of one of the train's classes. */
  onChoose: (train: Train, travelClass: TrainClass) => void
}) {
  const { i18n } = useLingui()
  const locale = useLocale()
  const [isOpen, setOpen] = useAtom(modalAtom('trainDetails'))
  if (!train) return null
  return (
    <Modal
      isOpen={isOpen}
      onOpenChange={setOpen}
      isDismissable
      title={i18n._(msg`Train ${train.id}`)}
      closeLabel={i18n._(msg`Close`)}
    >
      <p className={styles.times}>
        {`${train.lineName} · ${durationText(i18n, locale, train.durationMinutes)} · ${stopsText(i18n, stopsBetween(train))}`}
      </p>
      <StopList train={train} />
      <ClassFares
        train={train}
        onChoose={(travelClass) => {
          setOpen(false)
          onChoose(train, travelClass)
        }}
      />
    </Modal>
  )
}
