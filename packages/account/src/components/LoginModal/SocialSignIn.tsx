import { msg } from '@lingui/core/macro'
import { useLingui } from '@lingui/react'
import { Trans } from '@lingui/react/macro'
import { socialStartPath } from '@rihla/api-contract/account'
import { useApi, useLocale, useRuntime } from '@rihla/core'
import { afterSignInHref, localePath } from '@rihla/core/routing'
import { Button } from '@rihla/ui-kit/button'
import { useQuery } from '@tanstack/react-query'
import { useRouter } from '@tanstack/react-router'
import { useId, useState } from 'react'
import { accountQueries } from '../../queries'
import { AUTH_CALLBACK_PATH, RETURN_PARAM } from '../../authCallback'
import * as styles from './LoginModal.css'

/**
 * The social sign-in buttons: each is a full page load to the API, which runs OpenID Connect with the
 * provider and comes back to `/auth/callback` with a one-time code (see account.ts in the contract).
 * Where the visitor was going rides along as `return`.
 */
export function SocialSignIn() {
  const { i18n } = useLingui()
  const api = useApi()
  const locale = useLocale()
  const { apiBaseUrls } = useRuntime()
  const router = useRouter()
  const providers = useQuery(accountQueries.socialProviders(api))
  const [leavingFor, setLeavingFor] = useState<string | null>(null)
  const headingId = useId()

  // Only an outage hides them: password sign-in still works, and the failure is in the console.
  if (providers.isError || (providers.isSuccess && providers.data.length === 0)) return null

  const start = (providerId: string) => {
    const location = router.state.location
    const returnTo = afterSignInHref(location) ?? location.href
    const callback = new URL(localePath(AUTH_CALLBACK_PATH, locale), window.location.origin)
    callback.searchParams.set(RETURN_PARAM, returnTo)
    const url = new URL(
      `${apiBaseUrls.consumerBaseUrl.replace(/\/$/, '')}${socialStartPath(providerId)}`,
      window.location.origin,
    )
    url.searchParams.set('redirect', callback.href)
    // A page load sends no locale header; the provider's pages are asked for the site's language.
    url.searchParams.set('locale', locale)
    setLeavingFor(providerId)
    window.location.assign(url.href)
  }

  return (
    <section className={styles.social} aria-labelledby={headingId}>
      <h3 id={headingId} className={styles.divider}>
        <Trans>Or continue with</Trans>
      </h3>
      <div className={styles.socialButtons}>
        {providers.data
          ? providers.data.map((provider) => (
              <Button
                key={provider.id}
                variant="secondary"
                isFullWidth
                isPending={leavingFor === provider.id}
                onPress={() => start(provider.id)}
              >
                {i18n._(msg`Continue with ${provider.label}`)}
              </Button>
            ))
          : [0, 1].map((index) => (
              <Button
                key={index}
                variant="secondary"
                isFullWidth
                isPending
                pendingLabel={i18n._(msg`Loading`)}
              >
                {i18n._(msg`Loading`)}
              </Button>
            ))}
      </div>
    </section>
  )
}
