import { msg } from '@lingui/core/macro'
import { useLingui } from '@lingui/react'
import { Trans } from '@lingui/react/macro'
import type { SingleItineraryResponse } from '@rihla/api-contract/hotels'
import { modalAtom } from '@rihla/core'
import { Button } from '@rihla/ui-kit/button'
import { Modal } from '@rihla/ui-kit/modal'
import { useAtom } from 'jotai'
import { HotelOverview, HotelPolicies } from './HotelFacts'

/**
 * The `hotelDetail` modal: the hotel's facts and policies in one place, opened from the page's header,
 * so they can be read while the Rooms tab stays where the visitor chose a rate.
 */
export function HotelDetailDialog({ details }: { details: SingleItineraryResponse }) {
  const { i18n } = useLingui()
  const [isOpen, setOpen] = useAtom(modalAtom('hotelDetail'))
  return (
    <>
      <Button variant="secondary" size="sm" onPress={() => setOpen(true)}>
        <Trans>Hotel details</Trans>
      </Button>
      <Modal
        isOpen={isOpen}
        onOpenChange={setOpen}
        isDismissable
        title={<Trans>About {details.hotel.name}</Trans>}
        closeLabel={i18n._(msg`Close`)}
      >
        <HotelOverview details={details} />
        <HotelPolicies hotel={details.hotel} />
      </Modal>
    </>
  )
}
