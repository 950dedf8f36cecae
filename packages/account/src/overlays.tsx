import { modalAtom } from '@rihla/core'
import { useAtomValue } from 'jotai'
import { Suspense, lazy } from 'react'

// The modal and its forms load the first time someone opens it.
const LoginModal = lazy(() =>
  import('./components/LoginModal/LoginModal').then((module) => ({ default: module.LoginModal })),
)

/** What the account package puts over every page: the login modal, whenever the registry opens it. */
export function AccountOverlays() {
  const isOpen = useAtomValue(modalAtom('loginModal'))
  return isOpen ? (
    <Suspense>
      <LoginModal />
    </Suspense>
  ) : null
}
