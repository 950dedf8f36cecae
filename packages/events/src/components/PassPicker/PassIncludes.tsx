import { msg } from '@lingui/core/macro'
import { useLingui } from '@lingui/react'
import type { EventPass } from '@rihla/api-contract/events'
import Check from 'lucide-react/icons/check'
import * as styles from './PassPicker.css'

/** What a pass includes, one item a line. */
export function PassIncludes({ pass }: { pass: EventPass }) {
  const { i18n } = useLingui()
  if (!pass.includes.length) return null
  return (
    <ul className={styles.includes} aria-label={i18n._(msg`${pass.name} includes`)}>
      {pass.includes.map((item) => (
        <li key={item} className={styles.include}>
          <Check size={16} aria-hidden /> {item}
        </li>
      ))}
    </ul>
  )
}
