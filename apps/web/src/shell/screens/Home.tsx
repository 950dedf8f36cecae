import { Trans } from '@lingui/react/macro'
import { AfterFirstPaint } from '@rihla/core'
import { createLazyRoute } from '@tanstack/react-router'
import { Suspense, lazy } from 'react'
import { OffersBanner } from '../components/OffersBanner'
import { VerticalMenu } from '../components/VerticalMenu'
import * as styles from './Home.css'

const BelowTheFold = lazy(() => import('./HomeBelowTheFold'))

/** Home (SPEC.md §2): the vertical menu, the offers banner, booking services and featured events. */
export function Home() {
  return (
    <>
      <div className={styles.hero}>
        <div className={styles.heroInner}>
          <h1 className={styles.heading}>
            <Trans>Your journey across Saudi Arabia starts here</Trans>
          </h1>
          <p className={styles.lead}>
            <Trans>
              Flights, hotels, buses, trains and events in one place, in Arabic or English, paid in your
              currency.
            </Trans>
          </p>
          <VerticalMenu />
        </div>
      </div>
      <div className={styles.sections}>
        <OffersBanner />
        <div className={styles.belowTheFold}>
          <AfterFirstPaint>
            <Suspense>
              <BelowTheFold />
            </Suspense>
          </AfterFirstPaint>
        </div>
      </div>
    </>
  )
}

export const Route = createLazyRoute('/{-$locale}/')({ component: Home })
