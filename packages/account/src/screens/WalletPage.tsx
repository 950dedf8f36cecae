import { msg } from '@lingui/core/macro'
import { useLingui } from '@lingui/react'
import { Trans } from '@lingui/react/macro'
import type { WalletTransaction } from '@rihla/api-contract/account'
import { useApi, useLocale } from '@rihla/core'
import { formatDate, formatMoney, formatNumber } from '@rihla/i18n'
import { Card } from '@rihla/ui-kit/card'
import { EmptyState } from '@rihla/ui-kit/empty-state'
import { Link } from '@rihla/ui-kit/link'
import { useSuspenseQuery } from '@tanstack/react-query'
import { createLazyRoute, getRouteApi, useLocation } from '@tanstack/react-router'
import { RouteError } from '../components/RouteError'
import { accountQueries } from '../queries'
import * as styles from './screens.css'

const route = getRouteApi('/{-$locale}/wallet')

/** My Wallet: the balance and the transactions, newest first, a page at a time. */
function WalletPage() {
  const { i18n } = useLingui()
  const api = useApi()
  const locale = useLocale()
  const { pathname } = useLocation()
  const page = route.useSearch().page ?? 1
  const { data: wallet } = useSuspenseQuery(accountQueries.wallet(api, page))
  const pages = Math.max(1, Math.ceil(wallet.total / wallet.perPage))
  const pageHref = (target: number) => (target === 1 ? pathname : `${pathname}?page=${target}`)

  return (
    <div className={styles.page}>
      <h1 className={styles.title}>
        <Trans>My Wallet</Trans>
      </h1>
      <Card as="section" aria-labelledby="wallet-balance" className={styles.balance}>
        <h2 id="wallet-balance" className={styles.balanceLabel}>
          <Trans>Balance</Trans>
        </h2>
        <p className={styles.balanceAmount}>{formatMoney(wallet.balance, locale)}</p>
      </Card>
      <Card as="section" aria-labelledby="wallet-transactions">
        <h2 id="wallet-transactions" className={styles.sectionTitle}>
          <Trans>Transactions</Trans>
        </h2>
        {wallet.transactions.length === 0 ? (
          <EmptyState
            headingLevel={3}
            title={i18n._(msg`No Record Found`)}
            description={
              wallet.total > 0
                ? i18n._(msg`This page has no transactions.`)
                : i18n._(msg`Money you add, spend or get back will show here.`)
            }
            actions={
              wallet.total > 0 ? <Link href={pageHref(1)}>{i18n._(msg`Go to the first page`)}</Link> : null
            }
          />
        ) : (
          <>
            <ul className={styles.transactions}>
              {wallet.transactions.map((transaction) => (
                <TransactionRow key={transaction.id} transaction={transaction} />
              ))}
            </ul>
            {pages > 1 ? (
              <nav className={styles.pager} aria-label={i18n._(msg`Transaction pages`)}>
                {page > 1 ? (
                  <Link href={pageHref(page - 1)} appearance="secondary" size="sm">
                    {i18n._(msg`Previous`)}
                  </Link>
                ) : (
                  <span />
                )}
                <p className={styles.pagerStatus} aria-current="page">
                  {i18n._(msg`Page ${formatNumber(page, locale)} of ${formatNumber(pages, locale)}`)}
                </p>
                {page < pages ? (
                  <Link href={pageHref(page + 1)} appearance="secondary" size="sm">
                    {i18n._(msg`Next`)}
                  </Link>
                ) : (
                  <span />
                )}
              </nav>
            ) : null}
          </>
        )}
      </Card>
    </div>
  )
}

function TransactionRow({ transaction }: { transaction: WalletTransaction }) {
  const { i18n } = useLingui()
  const locale = useLocale()
  const isCredit = transaction.amount.amount >= 0
  const amount = formatMoney({ ...transaction.amount, amount: Math.abs(transaction.amount.amount) }, locale)
  return (
    <li className={styles.transaction}>
      <div className={styles.transactionText}>
        <p className={styles.transactionDescription}>{transaction.description}</p>
        <p className={styles.transactionDate}>
          {formatDate(transaction.createdAt, locale, { dateStyle: 'medium', timeStyle: 'short' })}
        </p>
      </div>
      <span className={isCredit ? styles.credit : styles.debit}>
        {isCredit ? i18n._(msg`+${amount}`) : i18n._(msg`−${amount}`)}
        <span className={styles.srOnly}>{isCredit ? i18n._(msg`(money in)`) : i18n._(msg`(money out)`)}</span>
      </span>
    </li>
  )
}

export const Route = createLazyRoute('/{-$locale}/wallet')({
  component: WalletPage,
  errorComponent: RouteError,
})
