import { msg } from '@lingui/core/macro'
import { useLingui } from '@lingui/react'
import { Trans } from '@lingui/react/macro'
import { modalAtom } from '@rihla/core'
import { isSignInRequested, withoutSignInRequest } from '@rihla/core/routing'
import { Button } from '@rihla/ui-kit/button'
import { Modal } from '@rihla/ui-kit/modal'
import { Tab, TabList, TabPanel, Tabs } from '@rihla/ui-kit/tabs'
import { useRouter } from '@tanstack/react-router'
import { useAtom } from 'jotai'
import ArrowLeft from 'lucide-react/icons/arrow-left'
import { useState } from 'react'
import { ForgotPassword } from './ForgotPassword'
import * as styles from './LoginModal.css'
import { SignInForm } from './SignInForm'
import { SignUpForm } from './SignUpForm'
import { SocialSignIn } from './SocialSignIn'

export type LoginView = 'signIn' | 'signUp' | 'forgotPassword'

/**
 * The login modal (`loginModal`): Sign in and Sign up as tabs, each with the social providers, and
 * Forgot password as its own view. Closing it on a page the `auth` middleware sent the visitor to
 * drops the sign-in request from the address, so a reload does not open it again.
 */
export function LoginModal({ initialView = 'signIn' }: { initialView?: LoginView }) {
  const { i18n } = useLingui()
  const router = useRouter()
  const [isOpen, setOpen] = useAtom(modalAtom('loginModal'))
  const [view, setView] = useState<LoginView>(initialView)

  const onOpenChange = (open: boolean) => {
    setOpen(open)
    const { location } = router.state
    if (!open && isSignInRequested(location.searchStr)) {
      void router.navigate({ href: withoutSignInRequest(location), replace: true })
    }
  }

  const title = view === 'forgotPassword' ? i18n._(msg`Reset your password`) : i18n._(msg`Welcome to Rihla`)

  return (
    <Modal
      isOpen={isOpen}
      onOpenChange={onOpenChange}
      title={title}
      closeLabel={i18n._(msg`Close`)}
      size="md"
    >
      {view === 'forgotPassword' ? (
        <div className={styles.view}>
          <Button
            variant="ghost"
            size="sm"
            className={styles.back}
            startIcon={<ArrowLeft size={18} aria-hidden className={styles.backIcon} />}
            onPress={() => setView('signIn')}
          >
            <Trans>Back to sign in</Trans>
          </Button>
          <ForgotPassword onSignIn={() => setView('signIn')} />
        </div>
      ) : (
        <Tabs selectedKey={view} onSelectionChange={(key) => setView(key as LoginView)}>
          <TabList aria-label={i18n._(msg`Sign in or create an account`)}>
            <Tab id="signIn">
              <Trans>Sign in</Trans>
            </Tab>
            <Tab id="signUp">
              <Trans>Sign up</Trans>
            </Tab>
          </TabList>
          <TabPanel id="signIn" className={styles.panel}>
            <SignInForm onForgotPassword={() => setView('forgotPassword')} />
            <SocialSignIn />
          </TabPanel>
          <TabPanel id="signUp" className={styles.panel}>
            <SignUpForm />
            <SocialSignIn />
          </TabPanel>
        </Tabs>
      )}
    </Modal>
  )
}
