import { msg } from '@lingui/core/macro'
import { useLingui } from '@lingui/react'
import { Trans } from '@lingui/react/macro'
import type { BankTransferDetails as Details } from '@rihla/api-contract/payments'
import { useCopyText, useLocale } from '@rihla/core'
import { formatDate, formatMoney, toMajorUnits } from '@rihla/i18n'
import { Button } from '@rihla/ui-kit/button'
import { Card } from '@rihla/ui-kit/card'
import { Fact, FactList } from '@rihla/ui-kit/fact-list'
import { Spinner } from '@rihla/ui-kit/spinner'
import Copy from 'lucide-react/icons/copy'
import type { ReactNode } from 'react'
import { useId } from 'react'
import * as styles from './BankTransferDetails.css'

function CopyableFact({
  term,
  children,
  copy,
}: {
  term: string
  children: ReactNode
  /** The text the copy button puts on the clipboard. */
  copy?: string
}) {
  const { i18n } = useLingui()
  const copyText = useCopyText()
  return (
    <Fact term={term} className={styles.fact}>
      <span className={styles.value}>
        {children}
        {copy ? (
          <Button
            variant="ghost"
            size="sm"
            isIconOnly
            aria-label={i18n._(msg`Copy ${term}`)}
            onPress={() =>
              void copyText(copy, {
                copied: i18n._(msg`${term} is copied`),
                failed: { title: i18n._(msg`${term} could not be copied`), description: copy },
              })
            }
          >
            <Copy size={16} aria-hidden />
          </Button>
        ) : null}
      </span>
    </Fact>
  )
}

/**
 * Where to send a bank transfer: reference, IBAN, beneficiary, bank, amount and the date to pay by,
 * each to copy; and the booking's status, which changes on its own once the transfer arrives.
 */
export function BankTransferDetails({ details, actions }: { details: Details; actions?: ReactNode }) {
  const { i18n } = useLingui()
  const locale = useLocale()
  const titleId = useId()
  const amount = formatMoney(details.amount, locale)
  // Banks take the plain figure, in the account's currency.
  const plainAmount = String(toMajorUnits(details.amount))
  return (
    <Card as="section" aria-labelledby={titleId} className={styles.panel}>
      <h2 id={titleId} className={styles.title}>
        <Trans>Bank transfer details</Trans>
      </h2>
      <p className={styles.status} role="status">
        <Spinner size="sm" />
        <Trans>Waiting for your transfer</Trans>
      </p>
      <FactList layout="rows" className={styles.facts}>
        <CopyableFact term={i18n._(msg`Reference`)} copy={details.reference}>
          <span className={styles.code}>{details.reference}</span>
        </CopyableFact>
        <CopyableFact term={i18n._(msg`IBAN`)} copy={details.iban}>
          <span className={styles.code}>{details.iban}</span>
        </CopyableFact>
        <CopyableFact term={i18n._(msg`Beneficiary`)} copy={details.beneficiary}>
          {details.beneficiary}
        </CopyableFact>
        <CopyableFact term={i18n._(msg`Bank`)}>{details.bankName}</CopyableFact>
        <CopyableFact term={i18n._(msg`Amount`)} copy={plainAmount}>
          {amount}
        </CopyableFact>
        <CopyableFact term={i18n._(msg`Pay by`)}>
          {formatDate(details.payBy, locale, { dateStyle: 'medium', timeStyle: 'short' })}
        </CopyableFact>
      </FactList>
      <p className={styles.note}>
        <Trans>
          Quote the reference in your transfer’s description. Your booking is confirmed as soon as the money
          arrives; this page updates by itself. A transfer after the pay-by time is refunded.
        </Trans>
      </p>
      {actions}
    </Card>
  )
}
