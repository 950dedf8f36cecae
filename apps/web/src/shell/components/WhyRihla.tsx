import { Trans } from '@lingui/react/macro'
import CalendarClock from 'lucide-react/icons/calendar-clock'
import Coins from 'lucide-react/icons/coins'
import Headset from 'lucide-react/icons/headset'
import Languages from 'lucide-react/icons/languages'
import type { ReactNode } from 'react'
import { Section } from './Section'
import * as styles from './WhyRihla.css'

function Point({ icon, title, children }: { icon: ReactNode; title: ReactNode; children: ReactNode }) {
  return (
    <li className={styles.point}>
      <span className={styles.icon}>{icon}</span>
      <h3 className={styles.title}>{title}</h3>
      <p className={styles.text}>{children}</p>
    </li>
  )
}

/** The promises the marketing text makes (SPEC.md §1): 17+ currencies, changes up to 48 hours before departure. */
export function WhyRihla() {
  return (
    <Section id="why-rihla" title={<Trans>Why travellers book with Rihla</Trans>}>
      <ul className={styles.grid}>
        <Point icon={<Coins size={22} aria-hidden />} title={<Trans>17+ currencies</Trans>}>
          <Trans>See every price in your own currency, from riyals and dirhams to pounds and rupees.</Trans>
        </Point>
        <Point
          icon={<CalendarClock size={22} aria-hidden />}
          title={<Trans>Changes up to 48 hours before departure</Trans>}
        >
          <Trans>Plans move. Change your flight up to 48 hours before it leaves.</Trans>
        </Point>
        <Point icon={<Languages size={22} aria-hidden />} title={<Trans>Arabic and English</Trans>}>
          <Trans>Search, book and get help in the language you prefer, on every screen.</Trans>
        </Point>
        <Point icon={<Headset size={22} aria-hidden />} title={<Trans>Help every day</Trans>}>
          <Trans>Our support team answers around the clock, every day of the week.</Trans>
        </Point>
      </ul>
    </Section>
  )
}
