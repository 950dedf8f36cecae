import { msg } from '@lingui/core/macro'
import { useLingui } from '@lingui/react'
import { Trans } from '@lingui/react/macro'
import type { BusFareFamily, FareFamilyId } from '@rihla/api-contract/buses'
import { useApi, useLocale, useMoney } from '@rihla/core'
import { formatNumber } from '@rihla/i18n'
import { Badge } from '@rihla/ui-kit/badge'
import { Button } from '@rihla/ui-kit/button'
import { Fact, FactList } from '@rihla/ui-kit/fact-list'
import { Spinner } from '@rihla/ui-kit/spinner'
import { useQuery } from '@tanstack/react-query'
import { useId } from 'react'
import type { ReactNode } from 'react'
import { busQueries } from '../../queries'
import { cheapestFamily, fareRulesOf } from './fareRules'
import * as styles from './FareFamilies.css'

/** How a departure is booked: in a fare family, as a bundle's first trip, or on a bundle bought before. */
export type FareChoice =
  | { family: FareFamilyId }
  | { family: 'regular'; bundle: number }
  | { family: 'regular'; bundleOrder: string }

export interface FareFamiliesProps {
  refId: string
  departureId: string
  /** The party has children: their fares and baggage are shown too. */
  withChildren: boolean
  /** One adult alone, the only party a bundle is for. */
  soloAdult: boolean
  /** The order of a paid bundle whose next trip this search books: the Regular family is taken on it. */
  bundleOrder?: string
  onChoose: (choice: FareChoice) => void
}

/** One family's rules, in the same rows as the others so they compare line by line. */
function FamilyRules({ family, withChildren }: { family: BusFareFamily; withChildren: boolean }) {
  const locale = useLocale()
  const money = useMoney()
  const rules = fareRulesOf(family)
  const kg = (value: number) => formatNumber(value, locale)
  const refund = `${formatNumber(rules.refundPercent, locale)}%`
  return (
    <FactList layout="rows">
      <Fact term={<Trans>Baggage</Trans>}>
        {withChildren ? (
          <Trans>
            {kg(rules.baggageKg)} kg, child {kg(rules.childBaggageKg)} kg
          </Trans>
        ) : (
          <Trans>{kg(rules.baggageKg)} kg</Trans>
        )}
      </Fact>
      <Fact term={<Trans>Change</Trans>}>
        {rules.change === 'no' ? (
          <Trans>Not allowed</Trans>
        ) : rules.change === 'free' ? (
          <Trans>Free</Trans>
        ) : (
          <Trans>For {money(family.change.fee!)}</Trans>
        )}
      </Fact>
      <Fact term={<Trans>Cancel</Trans>}>
        {rules.cancel === 'no' ? <Trans>Not allowed</Trans> : <Trans>Allowed</Trans>}
      </Fact>
      <Fact term={<Trans>Refund</Trans>}>
        {rules.cancel === 'no' ? <Trans>Non-refundable</Trans> : <Trans>{refund} of the fare</Trans>}
      </Fact>
    </FactList>
  )
}

/** One family's card: its name (and a badge), what it costs (`children`), its rules, the button that takes it. */
function FamilyCard({
  family,
  withChildren,
  badge = null,
  action,
  as: Tag = 'li',
  children,
}: {
  family: BusFareFamily
  withChildren: boolean
  badge?: ReactNode
  action: ReactNode
  as?: 'li' | 'div'
  children: ReactNode
}) {
  return (
    <Tag className={styles.family}>
      <div className={styles.familyHeader}>
        <h4 className={styles.familyName}>{family.name}</h4>
        {badge}
      </div>
      {children}
      <FamilyRules family={family} withChildren={withChildren} />
      {action}
    </Tag>
  )
}

/**
 * A departure's four fare families side by side (`getFlexiFares`): each one's price for the party with
 * its early-purchase discount, baggage, change, cancel and refund rules; then the route's bundles and
 * the concessions, as the API gives them.
 */
export function FareFamilies({
  refId,
  departureId,
  withChildren,
  soloAdult,
  bundleOrder,
  onChoose,
}: FareFamiliesProps) {
  const { i18n } = useLingui()
  const api = useApi()
  const locale = useLocale()
  const money = useMoney()
  const headingId = useId()
  const fares = useQuery(busQueries.fares(api, locale, refId, departureId))

  if (fares.isPending) return <Spinner label={i18n._(msg`Loading fares`)} />
  if (fares.isError) {
    return (
      <p role="alert" className={styles.note}>
        <Trans>The fares could not be loaded.</Trans>{' '}
        <Button variant="secondary" size="sm" onPress={() => void fares.refetch()}>
          <Trans>Try again</Trans>
        </Button>
      </p>
    )
  }
  const cheapest = cheapestFamily(fares.data.fares)
  if (bundleOrder) {
    const regular = fares.data.fares.find((family) => family.id === 'regular')
    return (
      <section className={styles.section} aria-labelledby={headingId}>
        <h3 id={headingId} className={styles.heading}>
          <Trans>A trip of your bundle</Trans>
        </h3>
        {regular && soloAdult ? (
          <FamilyCard
            as="div"
            family={regular}
            withChildren={false}
            action={
              <Button variant="primary" onPress={() => onChoose({ family: 'regular', bundleOrder })}>
                <Trans>Travel on your bundle</Trans>
              </Button>
            }
          >
            <p className={styles.note}>
              <Trans>Your bundle pays for this trip: nothing to pay.</Trans>
            </p>
          </FamilyCard>
        ) : (
          <p className={styles.note}>
            <Trans>A bundle’s trips are for one adult travelling alone.</Trans>
          </p>
        )}
      </section>
    )
  }
  return (
    <section className={styles.section} aria-labelledby={headingId}>
      <h3 id={headingId} className={styles.heading}>
        <Trans>Fare families</Trans>
      </h3>
      <ul className={styles.families}>
        {fares.data.fares.map((family) => (
          <FamilyCard
            key={family.id}
            family={family}
            withChildren={withChildren}
            badge={
              family.id === cheapest?.id ? (
                <Badge tone="success">
                  <Trans>Cheapest</Trans>
                </Badge>
              ) : null
            }
            action={
              <Button
                variant="primary"
                onPress={() => onChoose({ family: family.id })}
                aria-label={i18n._(msg`Choose ${family.name}`)}
              >
                <Trans>Choose</Trans>
              </Button>
            }
          >
            <p className={styles.price}>{money(family.price.total)}</p>
            <p className={styles.note}>
              {withChildren ? (
                <Trans>
                  Adult {money(family.adultFare)}, child {money(family.childFare)}
                </Trans>
              ) : (
                <Trans>{money(family.adultFare)} per adult</Trans>
              )}
            </p>
            {family.discounts.map((discount) => (
              <Badge key={discount.kind} tone="accent">
                {discount.label}
              </Badge>
            ))}
          </FamilyCard>
        ))}
      </ul>
      {fares.data.bundles.length ? (
        <div className={styles.section}>
          <h4 className={styles.familyName}>
            <Trans>Trip bundles on this route</Trans>
          </h4>
          <p className={styles.note}>
            {soloAdult ? (
              <Trans>
                Buy a bundle with this trip: it is the bundle’s first, in the Regular family. The other trips
                cost nothing on this route, either way.
              </Trans>
            ) : (
              <Trans>A bundle’s trips are for one adult travelling alone.</Trans>
            )}
          </p>
          <ul className={styles.bundles}>
            {fares.data.bundles.map((bundle) => (
              <li key={bundle.trips} className={styles.bundle}>
                <span>
                  {bundle.label}: {money(bundle.price)}
                  {bundle.perTripFare ? (
                    <span className={styles.note}>
                      {' · '}
                      <Trans>{money(bundle.perTripFare)} per trip</Trans>
                    </span>
                  ) : null}
                </span>
                {soloAdult ? (
                  <Button
                    variant="secondary"
                    size="sm"
                    onPress={() => onChoose({ family: 'regular', bundle: bundle.trips })}
                    aria-label={i18n._(msg`Buy: ${bundle.label}`)}
                  >
                    <Trans>Buy bundle</Trans>
                  </Button>
                ) : null}
              </li>
            ))}
          </ul>
        </div>
      ) : null}
      {fares.data.concessions.length ? (
        <ul className={styles.extras}>
          {fares.data.concessions.map((concession) => (
            <li key={concession.id} className={styles.note}>
              <Trans>Concession fares: {concession.label}</Trans>
            </li>
          ))}
        </ul>
      ) : null}
    </section>
  )
}
