import { msg } from '@lingui/core/macro'
import { useLingui } from '@lingui/react'
import { Trans } from '@lingui/react/macro'
import { useApi, useLocale, USER_MENU_PATHS } from '@rihla/core'
import { localePath } from '@rihla/core/routing'
import { formatDate, formatMoney, formatNumber } from '@rihla/i18n'
import { Card } from '@rihla/ui-kit/card'
import { Link } from '@rihla/ui-kit/link'
import { useSuspenseQuery } from '@tanstack/react-query'
import { createLazyRoute } from '@tanstack/react-router'
import { ChangePasswordForm } from '../components/ChangePasswordForm'
import { ChangePhoneForm } from '../components/ChangePhoneForm'
import { RouteError } from '../components/RouteError'
import { accountQueries } from '../queries'
import * as styles from './screens.css'

/** The profile dashboard (GET /api/v2/users/profile/dashboard), with the password and phone changes. */
function AccountPage() {
  const { i18n } = useLingui()
  const api = useApi()
  const locale = useLocale()
  const { data: profile } = useSuspenseQuery(accountQueries.dashboard(api))

  return (
    <div className={styles.page}>
      <h1 className={styles.title}>
        <Trans>Account</Trans>
      </h1>
      <Card as="section" aria-labelledby="account-profile">
        <h2 id="account-profile" className={styles.sectionTitle}>
          <Trans>Profile</Trans>
        </h2>
        <dl className={styles.details}>
          <dt className={styles.term}>
            <Trans>Name</Trans>
          </dt>
          <dd className={styles.definition}>{profile.name}</dd>
          <dt className={styles.term}>
            <Trans>Email</Trans>
          </dt>
          <dd className={styles.definition}>{profile.email}</dd>
          <dt className={styles.term}>
            <Trans>Phone</Trans>
          </dt>
          <dd className={styles.definition}>
            {profile.phone ? <bdi className={styles.ltr}>{profile.phone}</bdi> : i18n._(msg`Not added yet`)}
          </dd>
          <dt className={styles.term}>
            <Trans>Member since</Trans>
          </dt>
          <dd className={styles.definition}>
            {formatDate(profile.memberSince, locale, { dateStyle: 'long' })}
          </dd>
          <dt className={styles.term}>
            <Trans>Wallet balance</Trans>
          </dt>
          <dd className={styles.definition}>
            <Link href={localePath(USER_MENU_PATHS.wallet, locale)}>
              {formatMoney(profile.walletBalance, locale)}
            </Link>
          </dd>
          <dt className={styles.term}>
            <Trans>Signs in with</Trans>
          </dt>
          <dd className={styles.definition}>
            {[
              ...(profile.hasPassword ? [i18n._(msg`Email and password`)] : []),
              ...profile.socialProviders.map((provider) => provider.label),
            ].join(' · ')}
          </dd>
        </dl>
      </Card>
      <Card as="section" aria-labelledby="account-travellers">
        <h2 id="account-travellers" className={styles.sectionTitle}>
          <Trans>Saved travellers</Trans>
        </h2>
        <p className={styles.lead}>
          <Trans>
            Save the people you travel with once, and fill in their details in one step when you book.
          </Trans>
        </p>
        <Link href={localePath(USER_MENU_PATHS.savedTravellers, locale)}>
          <Trans>Manage saved travellers</Trans>
        </Link>
      </Card>
      <Card as="section" aria-labelledby="account-support">
        <h2 id="account-support" className={styles.sectionTitle}>
          <Trans>Support requests</Trans>
        </h2>
        <dl className={styles.details}>
          <dt className={styles.term}>
            <Trans>Open requests</Trans>
          </dt>
          <dd className={styles.definition}>{formatNumber(profile.openRequests, locale)}</dd>
          <dt className={styles.term}>
            <Trans>Unread replies</Trans>
          </dt>
          <dd className={styles.definition}>{formatNumber(profile.unreadReplies, locale)}</dd>
          <dt className={styles.term}>
            <Trans>Upcoming trips</Trans>
          </dt>
          <dd className={styles.definition}>
            <Link href={localePath(USER_MENU_PATHS.bookings, locale)}>
              {formatNumber(profile.upcomingTrips, locale)}
            </Link>
          </dd>
        </dl>
        <Link href={localePath(USER_MENU_PATHS.support, locale)}>
          <Trans>Go to My Requests</Trans>
        </Link>
      </Card>
      <div className={styles.columns}>
        <Card as="section" aria-labelledby="account-password">
          <h2 id="account-password" className={styles.sectionTitle}>
            {profile.hasPassword ? <Trans>Change password</Trans> : <Trans>Set a password</Trans>}
          </h2>
          <ChangePasswordForm hasPassword={profile.hasPassword} />
        </Card>
        <Card as="section" aria-labelledby="account-phone">
          <h2 id="account-phone" className={styles.sectionTitle}>
            <Trans>Change phone number</Trans>
          </h2>
          <ChangePhoneForm />
        </Card>
      </div>
    </div>
  )
}

export const Route = createLazyRoute('/{-$locale}/account')({
  component: AccountPage,
  errorComponent: RouteError,
})
