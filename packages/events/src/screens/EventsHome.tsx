import { Trans } from '@lingui/react/macro'
import { createLazyRoute } from '@tanstack/react-router'

function EventsHome() {
  return (
    <h1>
      <Trans>Events in Saudi Arabia</Trans>
    </h1>
  )
}

export const Route = createLazyRoute('/{-$locale}/events')({ component: EventsHome })
