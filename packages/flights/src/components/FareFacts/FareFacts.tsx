import { Trans } from '@lingui/react/macro'
import type { Fare, FareFamilyRules } from '@rihla/api-contract/flights'
import { useLocale, useMoney } from '@rihla/core'
import { formatDate } from '@rihla/i18n'

// One line each of what a fare includes and allows, worded the same wherever fares are compared:
// the fare choice, the fare options dialog and an airline's fare families.

export function CheckedBaggage({ baggage }: { baggage: Fare['baggage'] }) {
  return baggage.checkedPieces > 0 ? (
    <Trans>
      Checked baggage: {baggage.checkedPieces} × {baggage.checkedKg} kg
    </Trans>
  ) : (
    <Trans>No checked baggage</Trans>
  )
}

export function CabinBaggage({ baggage }: { baggage: Fare['baggage'] }) {
  return <Trans>Cabin baggage: {baggage.cabinKg} kg</Trans>
}

/** Whether this fare can still be changed, and until when. */
export function ChangeDeadline({ fare }: { fare: Pick<Fare, 'changeable' | 'changeUntil'> }) {
  const locale = useLocale()
  return fare.changeable && fare.changeUntil ? (
    <Trans>
      Changes allowed until{' '}
      {formatDate(fare.changeUntil, locale, { dateStyle: 'medium', timeStyle: 'short' })} (48 hours before
      departure)
    </Trans>
  ) : (
    <Trans>Changes not allowed</Trans>
  )
}

export function ChangeFee({ fare }: { fare: Pick<FareFamilyRules, 'changeFee'> }) {
  const money = useMoney()
  return fare.changeFee ? (
    <Trans>Change fee: {money(fare.changeFee) ?? '…'}</Trans>
  ) : (
    <Trans>No change fee</Trans>
  )
}

export function RefundRule({ fare }: { fare: Pick<FareFamilyRules, 'refundable' | 'refundFee'> }) {
  const money = useMoney()
  return !fare.refundable ? (
    <Trans>Non-refundable</Trans>
  ) : fare.refundFee ? (
    <Trans>Refundable for a fee of {money(fare.refundFee) ?? '…'}</Trans>
  ) : (
    <Trans>Refundable at no fee</Trans>
  )
}
