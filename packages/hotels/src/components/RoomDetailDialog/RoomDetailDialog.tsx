import { msg } from '@lingui/core/macro'
import { useLingui } from '@lingui/react'
import { Trans } from '@lingui/react/macro'
import type { RoomTypeOffer } from '@rihla/api-contract/hotels'
import { modalAtom, useLocale, useMoney } from '@rihla/core'
import { formatDate, formatNumber } from '@rihla/i18n'
import { Button } from '@rihla/ui-kit/button'
import { Fact, FactList } from '@rihla/ui-kit/fact-list'
import { Modal } from '@rihla/ui-kit/modal'
import { useAtom } from 'jotai'
import { BED_LABELS, BOARD_LABELS } from '../../labels'
import { Picture } from '../Picture/Picture'
import type { RateChoice } from '../RoomOffers/RoomOffers'
import { RoomOccupancy } from '../RoomOccupancy/RoomOccupancy'
import * as styles from './RoomDetailDialog.css'

/**
 * The `roomDetail` modal: one room type in full, its photo, bed, size and occupancy, and each rate's
 * price night by night (weekends and the Ramadan and Hajj seasons cost more), so the stay's price reads
 * as the nights that make it. Each rate can be chosen from here too.
 */
export function RoomDetailDialog({ room, choice }: { room: RoomTypeOffer | null; choice: RateChoice }) {
  const { i18n } = useLingui()
  const locale = useLocale()
  const money = useMoney()
  const [isOpen, setOpen] = useAtom(modalAtom('roomDetail'))
  const photo = room?.photos[0]
  const size = room ? formatNumber(room.sizeSqm, locale) : ''
  return (
    <Modal
      isOpen={isOpen && room !== null}
      onOpenChange={setOpen}
      isDismissable
      title={room?.name ?? ''}
      closeLabel={i18n._(msg`Close`)}
    >
      {room ? (
        <div className={styles.content}>
          {photo ? <Picture photo={photo} className={styles.photo} eager /> : null}
          <FactList>
            <Fact term={<Trans>Bed type</Trans>}>{i18n._(BED_LABELS[room.bedType])}</Fact>
            <Fact term={<Trans>Room size</Trans>}>
              <Trans>{size} m²</Trans>
            </Fact>
            <Fact term={<Trans>Occupancy</Trans>}>
              <RoomOccupancy room={room} />
            </Fact>
          </FactList>
          <ul className={styles.rates} aria-label={i18n._(msg`Rates`)}>
            {room.rates.map((rate) => (
              <li key={rate.id} className={styles.rate}>
                <h3 className={styles.rateName}>
                  {i18n._(BOARD_LABELS[rate.board])} ·{' '}
                  {rate.refundable ? <Trans>Refundable</Trans> : <Trans>Non-refundable</Trans>}
                </h3>
                <ul className={styles.nights}>
                  {rate.nights.map((night) => (
                    <li key={night.date}>
                      <Trans>
                        Night of {formatDate(night.date, locale, { dateStyle: 'medium' })}:{' '}
                        {money(night.price)}
                      </Trans>
                    </li>
                  ))}
                </ul>
                <p className={styles.muted}>
                  <Trans>{money(rate.price.total)} per room for the stay, taxes included</Trans>
                </p>
                <Button
                  variant="primary"
                  size="sm"
                  className={styles.select}
                  isPending={choice.pending === rate.id}
                  isDisabled={choice.pending !== null}
                  onPress={() => {
                    // The quote's answer leads on to the guests or to the noAvailability modal.
                    setOpen(false)
                    choice.onChoose(rate.id)
                  }}
                >
                  <Trans>Select</Trans>
                </Button>
              </li>
            ))}
          </ul>
        </div>
      ) : null}
    </Modal>
  )
}
