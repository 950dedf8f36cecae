import { msg } from '@lingui/core/macro'
import { useLingui } from '@lingui/react'
import type { EventDetail } from '@rihla/api-contract/events'
import { modalAtom } from '@rihla/core'
import { Modal } from '@rihla/ui-kit/modal'
import { useAtom } from 'jotai'
import { EventDates } from '../EventDates/EventDates'
import { Venue } from '../Venue/Venue'
import * as styles from '../OrderSummary/OrderSummary.css'

/** The `eventDetail` modal: the event's dates, age rule, description and venue, over the pass selection. */
export function EventDetailDialog({ event }: { event: EventDetail }) {
  const { i18n } = useLingui()
  const [isOpen, setOpen] = useAtom(modalAtom('eventDetail'))
  return (
    <Modal
      isOpen={isOpen}
      onOpenChange={setOpen}
      isDismissable
      title={event.title}
      closeLabel={i18n._(msg`Close`)}
    >
      <p className={styles.muted}>
        <EventDates startsOn={event.startsOn} endsOn={event.endsOn} /> · {event.ageRule}
      </p>
      <p>{event.description}</p>
      <Venue venue={event.venue} headingLevel={3} />
    </Modal>
  )
}
