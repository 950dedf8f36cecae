import { msg } from '@lingui/core/macro'
import { useLingui } from '@lingui/react'
import { localizeMessage } from '@rihla/api-contract'
import { useLocale } from '@rihla/core'
import { formatNumber } from '@rihla/i18n'
import { Button } from '@rihla/ui-kit/button'
import Minus from 'lucide-react/icons/minus'
import Plus from 'lucide-react/icons/plus'
import { useId, useState } from 'react'
import { changeParty } from '../../party'
import type { PartyMember, TrainParty } from '../../party'
import * as styles from './TrainSearchForm.css'

/**
 * The travellers by type, each with its − and + buttons. A change the rules refuse (a fifth seat, the
 * last adult) is said in the spec's words under the counters instead of silently not happening.
 */
export function PartyField({
  party,
  onChange,
  errorMessage,
}: {
  party: TrainParty
  onChange: (party: TrainParty) => void
  errorMessage?: string
}) {
  const { i18n } = useLingui()
  const locale = useLocale()
  const labelId = useId()
  const [refused, setRefused] = useState<string | null>(null)
  const members: { member: PartyMember; label: string; note: string }[] = [
    { member: 'adults', label: i18n._(msg`Adults`), note: i18n._(msg`12 years and over`) },
    { member: 'children', label: i18n._(msg`Children`), note: i18n._(msg`2 to 12 years`) },
    { member: 'infants', label: i18n._(msg`Infants`), note: i18n._(msg`Under 2, on an adult's lap`) },
  ]
  const step = (member: PartyMember, by: 1 | -1) => {
    const result = changeParty(party, member, by)
    if ('refused' in result) return setRefused(localizeMessage(result.refused, locale))
    setRefused(null)
    onChange(result.party)
  }
  const message = refused ?? errorMessage
  return (
    <div role="group" aria-labelledby={labelId} className={styles.party}>
      <span id={labelId} className={styles.partyLabel}>
        {i18n._(msg`Passengers`)}
      </span>
      {members.map(({ member, label, note }) => (
        <div key={member} className={styles.counter}>
          <span className={styles.counterText}>
            <span>{label}</span>
            <span className={styles.note}>{note}</span>
          </span>
          <Button
            variant="secondary"
            size="sm"
            isIconOnly
            aria-label={i18n._(msg`Fewer ${label}`)}
            onPress={() => step(member, -1)}
          >
            <Minus size={16} aria-hidden />
          </Button>
          <output className={styles.count} aria-label={label} aria-live="polite">
            {formatNumber(party[member], locale)}
          </output>
          <Button
            variant="secondary"
            size="sm"
            isIconOnly
            aria-label={i18n._(msg`More ${label}`)}
            onPress={() => step(member, 1)}
          >
            <Plus size={16} aria-hidden />
          </Button>
        </div>
      ))}
      <p className={styles.error} role="alert">
        {message}
      </p>
    </div>
  )
}
