import { msg } from '@lingui/core/macro'
import { useLingui } from '@lingui/react'
import { Trans } from '@lingui/react/macro'
import { useLocale, useUtilities, useVerticalEntries } from '@rihla/core'
import { Link } from '@rihla/ui-kit/link'
import Ticket from 'lucide-react/icons/ticket'
import { Section } from './Section'
import { CardsLoading, SectionEmpty, SectionError } from './SectionStates'
import { verticalIcons } from './VerticalMenu'
import * as styles from './BookingServices.css'

/** What Rihla books, from the utilities list; each service links to its vertical where this app has it. */
export function BookingServices() {
  const { i18n } = useLingui()
  const locale = useLocale()
  const utilities = useUtilities()
  const entries = useVerticalEntries()
  const services = (utilities.data?.bookingServices ?? []).filter((service) =>
    entries.some((entry) => entry.vertical === service.vertical),
  )
  return (
    <Section id="services" title={<Trans>Everything for your trip</Trans>}>
      {utilities.isPending ? (
        <CardsLoading count={5} label={i18n._(msg`Loading booking services`)} />
      ) : utilities.isError ? (
        <SectionError onRetry={() => void utilities.refetch()} />
      ) : services.length === 0 ? (
        <SectionEmpty
          title={i18n._(msg`Nothing to book here`)}
          description={i18n._(msg`This site does not offer bookings right now.`)}
        />
      ) : (
        <ul className={styles.grid}>
          {services.map((service) => {
            const Icon = verticalIcons[service.vertical] ?? Ticket
            const entry = entries.find((item) => item.vertical === service.vertical)
            return (
              <li key={service.vertical} className={styles.card}>
                <span className={styles.icon}>
                  <Icon size={22} aria-hidden />
                </span>
                <h3 className={styles.title}>
                  {entry?.available ? (
                    <Link href={entry.href} isQuiet tone="neutral" className={styles.link}>
                      {service.title[locale]}
                    </Link>
                  ) : (
                    service.title[locale]
                  )}
                </h3>
                <p className={styles.description}>{service.description[locale]}</p>
              </li>
            )
          })}
        </ul>
      )}
    </Section>
  )
}
