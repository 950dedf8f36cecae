import { Trans } from '@lingui/react/macro'
import type { EventBooking } from '@rihla/api-contract/event-booking'
import { downloadFile } from '@rihla/booking-flow/tickets'
import { Button } from '@rihla/ui-kit/button'
import CalendarPlus from 'lucide-react/icons/calendar-plus'
import { eventCalendar } from '../../calendar'

/** "Add to calendar": the show as an .ics file, which every calendar app opens. */
export function AddToCalendar({ detail }: { detail: EventBooking }) {
  const { booking, event, show, lines } = detail
  const add = () => {
    const file = eventCalendar({
      uid: `${booking.uuid}@rihla`,
      title: show.label ? `${event.title} · ${show.label}` : event.title,
      startsAt: show.startsAt,
      endsAt: show.endsAt,
      venue: event.venue,
      description: lines.map((line) => `${line.quantity} × ${line.pass.name}`).join('\n'),
      url: window.location.href,
      stamp: booking.createdOn,
    })
    downloadFile(`${event.slug}.ics`, file, 'text/calendar')
  }
  return (
    <div>
      <Button variant="secondary" size="sm" startIcon={<CalendarPlus size={16} aria-hidden />} onPress={add}>
        <Trans>Add to calendar</Trans>
      </Button>
    </div>
  )
}
