import { msg } from '@lingui/core/macro'
import { useLingui } from '@lingui/react'
import { Plural, Trans } from '@lingui/react/macro'
import { ageOn } from '@rihla/api-contract/dates'
import { passengerTypeOfAge, todayInSaudiArabia } from '@rihla/api-contract/passenger'
import type { FnfEntry } from '@rihla/api-contract/fnf'
import { useLocale } from '@rihla/core'
import { formatDate } from '@rihla/i18n'
import { Badge } from '@rihla/ui-kit/badge'
import { Button } from '@rihla/ui-kit/button'
import { Card } from '@rihla/ui-kit/card'
import { Link } from '@rihla/ui-kit/link'
import Pencil from 'lucide-react/icons/pencil'
import Trash from 'lucide-react/icons/trash-2'
import { useAllianceNames, usePassengerTypeNames, usePrefixNames } from '../labels'
import * as styles from './TravellerCard.css'

/** A passport that expires within this many months may not be accepted for travel. */
const PASSPORT_WARNING_MONTHS = 6

const monthsAhead = (day: string, months: number) => {
  const date = new Date(`${day}T12:00:00Z`)
  date.setUTCMonth(date.getUTCMonth() + months)
  return date.toISOString().slice(0, 10)
}

export interface TravellerCardProps {
  entry: FnfEntry
  /** The traveller's nationality in the page's language; the code until countries load. */
  nationalityName: string
  editHref: string
  onDelete: () => void
}

/** One saved traveller: who they are, their passenger type today, and whether their passport needs renewing. */
export function TravellerCard({ entry, nationalityName, editHref, onDelete }: TravellerCardProps) {
  const { i18n } = useLingui()
  const locale = useLocale()
  const prefixNames = usePrefixNames()
  const typeNames = usePassengerTypeNames()
  const allianceNames = useAllianceNames()
  const today = todayInSaudiArabia()
  const years = ageOn(entry.dateOfBirth, today)
  const fullName = `${prefixNames[entry.prefix]} ${entry.firstName} ${entry.lastName}`
  const headingId = `traveller-${entry.id}`
  const expiry = entry.passportExpiryDate
  const expiryText = expiry ? formatDate(expiry, locale) : ''
  const passportWarning = !expiry
    ? null
    : expiry < today
      ? { tone: 'danger' as const, text: i18n._(msg`Passport expired on ${expiryText}`) }
      : expiry <= monthsAhead(today, PASSPORT_WARNING_MONTHS)
        ? { tone: 'warning' as const, text: i18n._(msg`Passport expires on ${expiryText}`) }
        : null

  return (
    <Card as="li" className={styles.card} aria-labelledby={headingId}>
      <div className={styles.header}>
        <h2 id={headingId} className={styles.nickname}>
          {entry.nickname}
        </h2>
        <Badge tone="primary">{typeNames[passengerTypeOfAge(years)]}</Badge>
      </div>
      <p className={styles.name}>{fullName}</p>
      <dl className={styles.facts}>
        <div className={styles.fact}>
          <dt className={styles.factLabel}>
            <Trans>Age</Trans>
          </dt>
          <dd className={styles.factValue}>
            <Plural value={years} one="# year" other="# years" />
          </dd>
        </div>
        <div className={styles.fact}>
          <dt className={styles.factLabel}>
            <Trans>Nationality</Trans>
          </dt>
          <dd className={styles.factValue}>{nationalityName}</dd>
        </div>
        {entry.passportNumber ? (
          <div className={styles.fact}>
            <dt className={styles.factLabel}>
              <Trans>Passport</Trans>
            </dt>
            <dd className={styles.factValue}>
              <bdi dir="ltr">{entry.passportNumber}</bdi>
            </dd>
          </div>
        ) : null}
        {entry.frequentFlyerAlliance ? (
          <div className={styles.fact}>
            <dt className={styles.factLabel}>
              <Trans>Frequent flyer</Trans>
            </dt>
            <dd className={styles.factValue}>{allianceNames[entry.frequentFlyerAlliance]}</dd>
          </div>
        ) : null}
      </dl>
      {passportWarning ? (
        <Badge tone={passportWarning.tone} className={styles.warning}>
          {passportWarning.text}
        </Badge>
      ) : null}
      <div className={styles.actions}>
        <Link
          href={editHref}
          appearance="secondary"
          size="sm"
          aria-label={i18n._(msg`Edit ${entry.nickname}`)}
        >
          <Pencil size={16} aria-hidden />
          <Trans>Edit</Trans>
        </Link>
        <Button
          variant="ghost"
          size="sm"
          onPress={onDelete}
          aria-label={i18n._(msg`Delete ${entry.nickname}`)}
          startIcon={<Trash size={16} aria-hidden />}
        >
          <Trans>Delete</Trans>
        </Button>
      </div>
    </Card>
  )
}
