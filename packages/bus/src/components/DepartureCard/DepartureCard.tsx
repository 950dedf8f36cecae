import { Plural, Trans } from '@lingui/react/macro'
import { useLingui } from '@lingui/react'
import type { BusDeparture } from '@rihla/api-contract/buses'
import { useLocale, useMoney } from '@rihla/core'
import { formatTime } from '@rihla/i18n'
import { Badge } from '@rihla/ui-kit/badge'
import { Button } from '@rihla/ui-kit/button'
import { Card } from '@rihla/ui-kit/card'
import type { ReactNode } from 'react'
import { useId } from 'react'
import { durationText } from '../../format'
import * as styles from './DepartureCard.css'

export interface DepartureCardProps {
  departure: BusDeparture
  from: { name: string }
  to: { name: string }
  isOpen: boolean
  onToggleFares: () => void
  onShowDetails: () => void
  /** The search books a trip of a bundle: the departure costs nothing, whatever its fares. */
  onBundle?: boolean
  /** The fare families, when the traveller has opened them. */
  children?: ReactNode
}

/** One departure: operator and class, when it leaves and arrives, seats left, and its cheapest fare. */
export function DepartureCard({
  departure,
  from,
  to,
  isOpen,
  onToggleFares,
  onShowDetails,
  onBundle = false,
  children,
}: DepartureCardProps) {
  const { i18n } = useLingui()
  const locale = useLocale()
  const money = useMoney()
  const titleId = useId()
  const faresId = useId()
  return (
    <Card as="article" padding="md" aria-labelledby={titleId} className={styles.card}>
      <div className={styles.top}>
        <div className={styles.operator}>
          <h2 id={titleId} className={styles.name}>
            <Trans>
              {departure.operator.name}, {formatTime(departure.departure, locale)}
            </Trans>
          </h2>
          <Badge tone={departure.class === 'vip' ? 'accent' : 'neutral'}>{departure.className}</Badge>
        </div>
        <div className={styles.fare}>
          <p className={styles.from}>{onBundle ? <Trans>With your bundle</Trans> : <Trans>From</Trans>}</p>
          <p className={styles.amount}>{onBundle ? <Trans>Free</Trans> : money(departure.fromFare)}</p>
        </div>
      </div>
      <dl className={styles.times}>
        <div className={styles.time}>
          <dt className={styles.place}>
            <Trans>Departs {from.name}</Trans>
          </dt>
          <dd className={styles.clock}>{formatTime(departure.departure, locale)}</dd>
        </div>
        <div className={styles.duration}>
          <dt className={styles.place}>
            <Trans>Duration</Trans>
          </dt>
          <dd>{durationText(i18n, departure.durationMinutes, locale)}</dd>
        </div>
        <div className={styles.time}>
          <dt className={styles.place}>
            <Trans>Arrives {to.name}</Trans>
          </dt>
          <dd className={styles.clock}>{formatTime(departure.arrival, locale)}</dd>
        </div>
      </dl>
      <p className={styles.from}>
        <Plural value={departure.seatsLeft} one="# seat left" other="# seats left" />
      </p>
      <div className={styles.actions}>
        <Button
          variant={isOpen ? 'secondary' : 'primary'}
          aria-expanded={isOpen}
          aria-controls={faresId}
          onPress={onToggleFares}
        >
          {isOpen ? <Trans>Hide fares</Trans> : <Trans>See fares</Trans>}
        </Button>
        <Button variant="secondary" onPress={onShowDetails}>
          <Trans>Bus details</Trans>
        </Button>
      </div>
      <div id={faresId}>{isOpen ? children : null}</div>
    </Card>
  )
}
