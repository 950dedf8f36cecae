import { Trans } from '@lingui/react/macro'
import { createLazyRoute } from '@tanstack/react-router'

function HotelsHome() {
  return (
    <h1>
      <Trans>Hotels in Saudi Arabia</Trans>
    </h1>
  )
}

export const Route = createLazyRoute('/{-$locale}/hotels')({ component: HotelsHome })
