import { msg } from '@lingui/core/macro'
import { useLingui } from '@lingui/react'
import { Trans } from '@lingui/react/macro'
import { useApi, useLocale } from '@rihla/core'
import { Link } from '@rihla/core/routing'
import { Button } from '@rihla/ui-kit/button'
import { ErrorState } from '@rihla/ui-kit/error-state'
import { Skeleton } from '@rihla/ui-kit/skeleton'
import { useQuery } from '@tanstack/react-query'
import { flightsQueries } from '../../queries'
import * as styles from './AirlineInfo.css'

/** The flights home's Airlines section: a link to every airline's information page. */
export function AirlineLinks() {
  const { i18n } = useLingui()
  const api = useApi()
  const locale = useLocale()
  const airlines = useQuery(flightsQueries.airlines(api, locale))
  // No airlines, no section: the search form above is the way on.
  if (airlines.data?.length === 0) return null
  return (
    <section className={styles.section} aria-labelledby="flight-airlines">
      <h2 id="flight-airlines" className={styles.sectionTitle}>
        <Trans>Airlines</Trans>
      </h2>
      {airlines.isPending ? (
        <div role="status" aria-label={i18n._(msg`Loading airlines`)}>
          <Skeleton lines={4} />
        </div>
      ) : airlines.isError ? (
        <ErrorState
          headingLevel={3}
          illustration={null}
          title={i18n._(msg`We couldn’t load the airlines`)}
          description={i18n._(msg`Please check your connection and try again.`)}
          actions={
            <Button variant="secondary" onPress={() => void airlines.refetch()}>
              <Trans>Try again</Trans>
            </Button>
          }
        />
      ) : (
        <ul className={styles.airlineList}>
          {airlines.data.map((airline) => (
            <li key={airline.code}>
              <Link
                to="/{-$locale}/flights/$pageSlug"
                params={{ pageSlug: airline.slug }}
                isQuiet
                className={styles.airlineLink}
              >
                <span className={styles.airlineCode} aria-hidden>
                  {airline.code}
                </span>
                <span>{airline.name}</span>
              </Link>
            </li>
          ))}
        </ul>
      )}
    </section>
  )
}
